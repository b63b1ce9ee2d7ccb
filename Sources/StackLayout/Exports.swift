// The stack layer's API speaks the solver's vocabulary (priorities, relations), so importing
// StackLayout brings Cassowary with it.
@_exported import Cassowary
