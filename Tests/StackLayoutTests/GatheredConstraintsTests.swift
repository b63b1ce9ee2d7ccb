@testable import StackLayout
import Testing

/// Constraints gathered array by array and one by one come out in the order they went in, and
/// are counted; an empty array adds nothing.
@Suite struct GatheredConstraintsTests {
    @Test func keepsTheOrderAndTheCount() {
        let view = View(id: "view")
        let constraints = (0..<5).map { view.widthAnchor.constraint(equalToConstant: Double($0)) }
        var gathered = GatheredConstraints()
        gathered += Array(constraints[0..<2])
        gathered += []
        gathered += [constraints[2]]
        #expect(gathered.groups.count == 2)
        var appended = GatheredConstraints()
        appended.reserveCapacity(2)
        appended.append(constraints[3])
        appended.append(constraints[4])
        #expect(appended.groups.count == 1)
        #expect(gathered.count == 3 && appended.count == 2)
        let all = (gathered.groups + appended.groups).flatMap { $0 }
        #expect(all.count == 5 && zip(all, constraints).allSatisfy { $0 === $1 })
    }
}
