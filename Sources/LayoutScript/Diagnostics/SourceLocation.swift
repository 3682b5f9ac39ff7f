/// Where something is in a script: the file, the 1-based line and column (in Unicode scalars, as
/// the lexer reads) of its first character, and how many scalars its span covers on that line.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var length: Int

  /// Creates a location; `length` is at least 1 so a caret always shows.
  public init(file: String, line: Int, column: Int, length: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
    self.length = max(length, 1)
  }

  /// The span from the start of `self` to the end of `other` when both are on one line, else `self`.
  func through(_ other: SourceLocation) -> SourceLocation {
    guard other.file == file, other.line == line, other.column >= column else { return self }
    var span = self
    span.length = max(length, other.column + other.length - column)
    return span
  }

  /// `FILE:LINE:COLUMN`.
  public var description: String { "\(file):\(line):\(column)" }
}

extension SourceLocation {
  /// True when `other` starts on the same line right where `self` ends, with no space between.
  func isRightBefore(_ other: SourceLocation) -> Bool {
    other.file == file && other.line == line && other.column == column + length
  }
}
