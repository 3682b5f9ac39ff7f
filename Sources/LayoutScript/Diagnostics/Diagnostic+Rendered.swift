import LayoutCore

extension Diagnostic {
  /// The diagnostic as people read it, given the text of the file it points into:
  /// ```
  /// FILE:LINE:COLUMN: error: MESSAGE
  ///    LINE | the source line
  ///         |      ^~~~~
  /// hint: HINT
  /// ```
  public func rendered(source: String) -> String {
    var lines = ["\(location): \(severity.rawValue): \(message)"]
    if let excerpt = SourceExcerpt(location, in: source) {
      let number = String(location.line)
      lines.append("   \(number) | \(excerpt.text)")
      lines.append("\(String(repeating: " ", count: 3 + number.count)) | \(excerpt.caret)")
    }
    if let hint { lines.append("hint: \(hint)") }
    return lines.joined(separator: "\n")
  }
}
