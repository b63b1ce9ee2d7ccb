@testable import Cassowary
import Testing

/// The objective levels a scan for an entering symbol found nothing in stay settled (not scanned
/// again) until their rows, or a higher level's, change.
@Suite struct SettledLevelsTests {
    @Test func aLevelIsUnsettledByAChangeToItOrToALevelAboveIt() {
        var tableau = Tableau()
        let e1 = tableau.makeSymbol(.error), e2 = tableau.makeSymbol(.error)
        let strong = tableau.objectiveLevel(for: 750)
        tableau.addToObjective(e1, coefficient: 1, level: strong)
        let weak = tableau.objectiveLevel(for: 250)
        tableau.addToObjective(e2, coefficient: 1, level: weak)
        #expect(tableau.settledLevels == 0)
        // Both errors are nonbasic at a positive cost: nothing improves either level.
        #expect(tableau.optimize() == .optimal)
        #expect(tableau.settledLevels == 2)
        tableau.addToObjective(e2, coefficient: 1, level: weak)
        #expect(tableau.settledLevels == 1)
        #expect(tableau.optimize() == .optimal)
        #expect(tableau.settledLevels == 2)
        // A level inserted between them: it and the weak level below it are scanned again.
        #expect(tableau.objectiveLevel(for: 500) == 1)
        #expect(tableau.settledLevels == 1)
        #expect(tableau.optimize() == .optimal)
        #expect(tableau.settledLevels == 3)
        // Eliminating a symbol the weak level does not mention leaves the others settled.
        tableau.eliminate(e2)
        #expect(tableau.settledLevels == 2)
        tableau.eliminate(e1)
        #expect(tableau.settledLevels == 0)
    }
}
