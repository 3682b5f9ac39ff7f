/// How a terminal cell is drawn: a colour of the picture's palette and an emphasis.
/// Monochrome output ignores it; pictures never rely on it alone to say something.
struct CellStyle: Hashable, Sendable {
  /// The look of a cell's text, besides its colour.
  enum Emphasis: Hashable, Sendable {
    case normal, bold
  }

  /// An ANSI foreground colour code (31…36, 90…96), nil for the terminal's own.
  var color: Int?
  var emphasis: Emphasis

  init(color: Int? = nil, emphasis: Emphasis = .normal) {
    self.color = color
    self.emphasis = emphasis
  }

  static let plain = CellStyle()
  static let faint = CellStyle(color: 90)

  /// The SGR escape sequence that switches a terminal to this style from the default.
  var escape: String {
    var codes = ["0"]
    switch emphasis {
    case .normal: break
    case .bold: codes.append("1")
    }
    if let color { codes.append(String(color)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  static let reset = "\u{1B}[0m"
}

extension String {
  /// The text in `style` when `colored`, with a reset after it; the text itself otherwise.
  func styled(_ style: CellStyle, colored: Bool) -> String {
    colored && style != .plain ? style.escape + self + CellStyle.reset : self
  }
}
