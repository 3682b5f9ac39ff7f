/// A rectangle of terminal cells that pictures are drawn on, in z-order: what is drawn last
/// wins. Every character takes its display width: a wide character (CJK, emoji) fills two
/// cells, tabs and other control characters become one space or `·`, and a wide character
/// that is cut in half by a later drawing leaves a space, so the grid never shifts.
struct CellCanvas {
  private struct Cell {
    /// The character shown; nil for the right half of a wide character.
    var text: Character?
    var style: CellStyle
  }

  let columns: Int
  let rows: Int
  private var cells: [Cell]

  init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    cells = Array(repeating: Cell(text: " ", style: .plain), count: self.columns * self.rows)
  }

  /// Puts one character at a cell, if the cell is on the canvas. Returns the columns it took.
  @discardableResult
  mutating func put(_ character: Character, column: Int, row: Int, style: CellStyle = .plain) -> Int {
    let (shown, width) = Self.displayable(character)
    guard row >= 0, row < rows, column >= 0, column < columns, width > 0 else { return width }
    if width == 2 && column + 1 >= columns { return width }
    clearHalves(column: column, row: row, width: width)
    cells[row * columns + column] = Cell(text: shown, style: style)
    if width == 2 { cells[row * columns + column + 1] = Cell(text: nil, style: style) }
    return width
  }

  /// Writes `text` from a cell rightwards within `limit` columns; text that does not fit
  /// ends with `…`. Returns the columns written.
  @discardableResult
  mutating func write(_ text: some StringProtocol, column: Int, row: Int, limit: Int, style: CellStyle = .plain) -> Int {
    guard limit > 0 else { return 0 }
    let fitted = Self.fitted(text, to: limit)
    var x = column
    for character in fitted { x += put(character, column: x, row: row, style: style) }
    return x - column
  }

  /// Fills a rectangle of cells (inclusive bounds) with one character; only its part on the
  /// canvas is visited, however large the rectangle.
  mutating func fill(columns range: ClosedRange<Int>, rows rowRange: ClosedRange<Int>, with character: Character,
                     style: CellStyle = .plain) {
    for row in visibleRows(rowRange) { for column in visibleColumns(range) { put(character, column: column, row: row, style: style) } }
  }

  /// The part of `range` (any bounds) that lies on the canvas's columns.
  func visibleColumns(_ range: some RangeExpression<Int>) -> Range<Int> { (0..<columns).clamped(to: range.relative(to: Int.min..<Int.max)) }
  /// The part of `range` (any bounds) that lies on the canvas's rows.
  func visibleRows(_ range: some RangeExpression<Int>) -> Range<Int> { (0..<rows).clamped(to: range.relative(to: Int.min..<Int.max)) }

  /// The character at a cell, nil off the canvas or on the right half of a wide character.
  func character(column: Int, row: Int) -> Character? {
    guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
    return cells[row * columns + column].text
  }

  /// The canvas as lines of text without trailing spaces, with SGR colours when `colored`.
  func lines(colored: Bool) -> [String] {
    (0..<rows).map { row in
      let base = row * columns
      guard let last = (0..<columns).last(where: { cells[base + $0].text.map { $0 != " " } ?? false }) else { return "" }
      var line = ""
      var current = CellStyle.plain
      for cell in cells[base...(base + last)] {
        guard let text = cell.text else { continue }
        if colored && text != " " && cell.style != current {
          line += cell.style == .plain ? CellStyle.reset : cell.style.escape
          current = cell.style
        }
        line.append(text)
      }
      if colored && current != .plain { line += CellStyle.reset }
      return line
    }
  }

  /// Text cut to `limit` columns, with `…` at the end when it was cut.
  static func fitted(_ text: some StringProtocol, to limit: Int) -> String {
    guard limit > 0 else { return "" }
    if text.reduce(0, { $0 + displayable($1).width }) <= limit { return String(text) }
    var result = ""
    var used = 0
    for character in text {
      let width = displayable(character).width
      if used + width > limit - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// What a character is drawn as, and its width: controls become a space (tab, line
  /// breaks) or `·`, zero-width characters are dropped.
  private static func displayable(_ character: Character) -> (Character, width: Int) {
    if character == "\t" || character == "\n" || character == "\r\n" || character == "\r" { return (" ", 1) }
    if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
      return ("·", 1)
    }
    return (character, DisplayWidth.of(character))
  }

  /// Before a character of `width` lands at `column`, the wide characters it cuts in half
  /// lose their other half.
  private mutating func clearHalves(column: Int, row: Int, width: Int) {
    let base = row * columns
    if cells[base + column].text == nil && column > 0 { cells[base + column - 1].text = " " }
    let after = column + width
    if after < columns && cells[base + after].text == nil { cells[base + after].text = " " }
  }
}
