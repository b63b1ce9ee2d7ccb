/// Scratch space for expanding rows, kept between calls so that an expansion costs what it
/// touches, not the number of symbols.
struct ExpansionScratch {
    var coefficients: [Double] = []
    var isTouched: [Bool] = []
    var touched: [Symbol] = []
    var pending = RankHeap()
}
