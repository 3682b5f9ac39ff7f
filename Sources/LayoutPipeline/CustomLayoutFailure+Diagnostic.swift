import LayoutCore
import LayoutScript

extension CustomLayoutFailure {
  /// The failure as an error at the line of the custom layout's code that failed.
  var diagnostic: Diagnostic {
    Diagnostic(message, at: SourceLocation(file: file, line: line, column: column, length: length), hint: hint)
  }
}
