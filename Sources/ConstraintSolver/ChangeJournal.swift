/// What changed in a solver's tableau since `Solver.markChanges()`: whether its structure
/// changed (a row added, removed or pivoted, the objective changed), and otherwise which basic
/// rows had their constants shifted (a `setConstant` the dual simplex needed no pivot for),
/// each with the constant it had at the mark.
///
/// A caller that kept what it read from the solution (its frames, its statuses, that nothing
/// was free) reads again only what the shifted rows say, instead of the whole tableau.
struct ChangeJournal {
  /// True once anything but a row's constant changed; a new solver counts as changed.
  var restructured = true
  /// The rows whose constants shifted, each once, with its constant at the mark.
  private(set) var shifted: [(basic: Symbol, constant: Double)] = []
  private var noted: Set<Int> = []

  /// Notes that the constant of `basic`'s row, `constant` before, is about to shift.
  mutating func noteShift(of basic: Symbol, from constant: Double) {
    guard !restructured, noted.insert(basic.id).inserted else { return }
    shifted.append((basic, constant))
  }

  /// Starts a new record: nothing changed yet.
  mutating func mark() {
    restructured = false
    shifted = []
    noted = []
  }
}
