/// Where something is in a script: the file, the 1-based line and column (in Unicode scalars, as
/// the lexer reads) of its first character, and how many scalars its span covers on that line.
/// Stored in 16 bytes (the file name interned), because every token and every node of a
/// script's syntax tree has one.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  private var fileName: InternedString
  private var storedLine: UInt32
  private var storedColumn: UInt32
  private var storedLength: UInt32

  public var file: String {
    get { fileName.text }
    set { fileName = InternedString(newValue) }
  }
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Self.stored(newValue) }
  }
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Self.stored(newValue) }
  }
  public var length: Int {
    get { Int(storedLength) }
    set { storedLength = Self.stored(newValue) }
  }

  /// Creates a location; `length` is at least 1 so a caret always shows.
  public init(file: String, line: Int, column: Int, length: Int = 1) {
    self.init(fileName: InternedString(file), line: line, column: column, length: length)
  }

  /// A location in the file named `fileName`: what a lexer makes for every token, with the
  /// file's name interned once.
  package init(fileName: InternedString, line: Int, column: Int, length: Int = 1) {
    self.fileName = fileName
    storedLine = Self.stored(line)
    storedColumn = Self.stored(column)
    storedLength = Self.stored(max(length, 1))
  }

  /// A line, column or length as stored: within 0…UInt32.max (the source limit keeps them far below).
  private static func stored(_ value: Int) -> UInt32 { UInt32(clamping: value) }

  /// The span from the start of `self` to the end of `other` when both are on one line, else `self`.
  package func through(_ other: SourceLocation) -> SourceLocation {
    guard other.fileName == fileName, other.line == line, other.column >= column else { return self }
    var span = self
    span.length = max(length, other.column + other.length - column)
    return span
  }

  /// The last `length` columns of the span (the whole span when it is no longer).
  package func lastColumns(_ length: Int) -> SourceLocation {
    guard length < self.length else { return self }
    var last = self
    last.column = column + self.length - length
    last.length = length
    return last
  }

  /// `FILE:LINE:COLUMN`; `FILE` for the whole file (line 0: what the command line asked of it).
  public var description: String { line == 0 ? file : "\(file):\(line):\(column)" }

  /// True when `other` starts on the same line right where `self` ends, with no space between.
  package func isRightBefore(_ other: SourceLocation) -> Bool {
    other.fileName == fileName && other.line == line && other.column == column + length
  }
}
