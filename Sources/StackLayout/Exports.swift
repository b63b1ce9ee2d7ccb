// The stack layer's API speaks two words of the solver's vocabulary: a constraint's priority and
// its relation. Importing StackLayout brings those two and nothing else of Cassowary; a client
// that wants the solver itself (variables, expressions, `Solver`) imports Cassowary.
@_exported import struct Cassowary.Priority
@_exported import enum Cassowary.Relation
