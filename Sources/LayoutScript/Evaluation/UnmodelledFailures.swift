import LayoutCore

/// What of a view's body became placeholders (`Evaluator+Unmodelled`), each place once. A
/// statement that fails again at the same place — a loop's or a `ForEach`'s body, at every
/// iteration — counts on the record of its first failure and takes the size its first
/// placeholder took, and whether an error at a place is a typo is worked out once. So a
/// nested loop of 100,000 failing iterations keeps one record, is listed once with how often it
/// failed, and each failure after the first costs the placeholder's creation, no more.
struct UnmodelledFailures {
  /// One place where statements became placeholders: what the statement calls (the
  /// placeholder's name), why it failed, where, how often, and the size its placeholder took.
  struct Record {
    var name: String
    var reason: String
    var location: SourceLocation
    var times: Int
    var kind: LeafKind?
  }

  /// An error's place: its message and location.
  private struct ErrorSite: Hashable {
    let message: String
    let location: SourceLocation
  }

  /// A failure's place and the name of what became a placeholder there.
  private struct RecordSite: Hashable {
    let error: ErrorSite
    let name: String
  }

  private(set) var records: [Record] = []
  private var recordIndex: [RecordSite: Int] = [:]
  private var typoVerdicts: [ErrorSite: Bool] = [:]

  /// True when no statement became a placeholder.
  var isEmpty: Bool { records.isEmpty }

  /// Whether `error` names a typo (`Evaluator.isTypo`), worked out once per place.
  mutating func isTypo(_ error: Diagnostic) -> Bool {
    let site = ErrorSite(message: error.message, location: error.location)
    if let known = typoVerdicts[site] { return known }
    let verdict = Evaluator.isTypo(error)
    typoVerdicts[site] = verdict
    return verdict
  }

  /// The size the placeholder named `name` took the last time `error` failed at its place, nil
  /// the first time.
  func kind(of name: String, failing error: Diagnostic) -> LeafKind? {
    recordIndex[Self.site(name, error)].flatMap { records[$0].kind }
  }

  /// Counts `error`, whose statement became the placeholder `name` of `kind` (nil: none, as
  /// for an assignment skipped): a new record the first time at its place, one more time after.
  mutating func add(_ name: String, failing error: Diagnostic, kind: LeafKind?) {
    let site = Self.site(name, error)
    if let index = recordIndex[site] {
      records[index].times += 1
      return
    }
    recordIndex[site] = records.count
    records.append(Record(name: name, reason: error.message, location: error.location, times: 1, kind: kind))
  }

  private static func site(_ name: String, _ error: Diagnostic) -> RecordSite {
    RecordSite(error: ErrorSite(message: error.message, location: error.location), name: name)
  }
}
