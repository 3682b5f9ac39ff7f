/// A report written a line at a time to any stream (standard output, a string), so that a big
/// layout is never held whole in memory; `text` is the whole report, for the session and tests.
public protocol StreamedReport {
  /// Writes the report to `output`.
  func write(to output: inout some TextOutputStream)
}

extension StreamedReport {
  /// The whole report as text.
  public var text: String {
    var text = ""
    write(to: &text)
    return text
  }
}
