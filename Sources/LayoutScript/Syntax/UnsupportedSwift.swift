import LayoutCore

/// Swift that the script language does not have, said plainly with what to write instead.
enum UnsupportedSwift {
  /// A refusal: the message and the hint of its diagnostic.
  struct Refusal {
    var message: String
    var hint: String

    /// The diagnostic at `location`.
    func diagnostic(at location: SourceLocation) -> Diagnostic { Diagnostic(message, at: location, hint: hint) }
  }

  /// Keywords of Swift statements and expressions the language leaves out (`guard`, `while` and
  /// `repeat` at the top level only: functions, closures and computed properties have them).
  static let keywords: [String: Refusal] = [
    "guard": Refusal(message: "'guard' is not supported at the top level of a script",
                     hint: "use `if condition { … } else { … }`, or guard in a function"),
    "while": Refusal(message: "'while' loops are not supported at the top level of a script",
                     hint: "loop over a range, as in `for i in 0..<count { … }`, or loop in a function"),
    "repeat": Refusal(message: "'repeat' loops are not supported at the top level of a script",
                      hint: "loop over a range, as in `for i in 0..<count { … }`, or loop in a function"),
    "throw": Refusal(message: "'throw' is not supported: a script cannot throw errors", hint: "remove the statement"),
  ]
}
