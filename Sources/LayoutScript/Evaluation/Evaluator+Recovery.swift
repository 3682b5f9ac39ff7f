import LayoutCore

/// Several errors per run: a failed top-level statement or layout child is reported and
/// skipped, and evaluation goes on, up to the parser's limit of errors. Limits and interruption
/// end evaluation at once.
extension Evaluator {
  /// Records `error` and returns, so the caller can go on; rethrows it when evaluation must stop.
  /// A failed `let`/`var` declares its name as invalid, so its uses fail quietly.
  func recover(_ error: Diagnostic, in statement: Statement? = nil) throws(Diagnostic) {
    if stopped { throw error }
    if case .binding(let name, let isVariable, _, _)? = statement, scopes[scopes.count - 1][name] == nil {
      scopes[scopes.count - 1][name] = Variable(value: .invalid, isVariable: isVariable)
    }
    guard !error.isConsequence else { return }
    record(error)
    if errors.count >= Parser.maximumErrors {
      stopped = true
      throw error
    }
  }

  /// Adds `error` to the errors of the run, once; in set-up code, it is a note instead.
  func record(_ error: Diagnostic) {
    guard !error.isConsequence else { return }
    if let setUp = setUpInProgress {
      note("\(setUp): skipped what the script cannot run (\(error.message))", at: error.location)
    } else if !errors.contains(error) {
      errors.append(error)
    }
  }

  /// Runs the set-up code of a pasted class (`.setUp`): every statement that fails is a note,
  /// not an error, and the next one runs. Limits and interruption still end evaluation. True
  /// when every statement ran.
  @discardableResult
  func runSetUp(_ what: String, _ body: [Statement]) throws(Diagnostic) -> Bool {
    let outer = setUpInProgress
    setUpInProgress = what
    defer { setUpInProgress = outer }
    var discarded: [Child] = []
    scopes.append([:])
    defer { scopes.removeLast() }
    var ranAll = true
    for statement in body {
      do throws(Diagnostic) {
        if case .returned = try execute(statement, into: &discarded) { return ranAll }
      } catch {
        if stopped { throw error }
        record(error)
        ranAll = false
      }
    }
    return ranAll
  }

  /// `diagnostic` as the error that ends evaluation: a limit reached or an interruption.
  func fatal(_ diagnostic: Diagnostic) -> Diagnostic {
    stopped = true
    return diagnostic
  }

  /// Stops with "evaluation interrupted" once the interrupt token is set.
  func checkInterrupt(at location: SourceLocation) throws(Diagnostic) {
    guard let interrupt, interrupt.isInterrupted else { return }
    throw fatal(Diagnostic("evaluation interrupted", at: location, hint: "the evaluation was stopped before it finished"))
  }

  /// Diagnostics in source order: by file (in the order files were first met), line and column.
  func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var files: [String] = []
    for diagnostic in diagnostics where !files.contains(diagnostic.location.file) { files.append(diagnostic.location.file) }
    return diagnostics.enumerated().sorted { a, b in
      let (x, y) = (a.element.location, b.element.location)
      let keyA = (files.firstIndex(of: x.file)!, x.line, x.column, a.offset)
      let keyB = (files.firstIndex(of: y.file)!, y.line, y.column, b.offset)
      return keyA < keyB
    }.map(\.element)
  }
}
