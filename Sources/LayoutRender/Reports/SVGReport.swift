import LayoutCore

/// `render --format svg`: a standalone SVG of the layout for docs and sharing: the
/// rectangle the body was laid out in, every placed view as a tinted box in z-order with its
/// name, a label's lines in its box at the text metric's size, optionally the containers and
/// the sizes one container offered its children (dashed, under the views).
/// One SVG unit is one point; the image is drawn at twice that size.
public struct SVGReport: StreamedReport {
  public let script: EvaluatedScript
  public let result: LayoutResult
  public let containers: Bool
  /// `--proposals NAME`: the view whose container's offers are drawn.
  public let proposals: String?

  public init(script: EvaluatedScript, result: LayoutResult, containers: Bool = false, proposals: String? = nil) {
    self.script = script
    self.result = result
    self.containers = containers
    self.proposals = proposals
  }

  /// Writes the SVG to `output`, a line at a time, so a big layout is never held whole.
  public func write(to output: inout some TextOutputStream) {
    let scene = PictureScene(result, hidden: result.hiddenViews(of: script))
    let margin = 8.0
    let extent = Rect(x: scene.extent.origin.x - margin, y: scene.extent.origin.y - margin,
                      width: scene.extent.size.width + 2 * margin, height: scene.extent.size.height + 2 * margin)
    let header = [
      ##"<?xml version="1.0" encoding="UTF-8"?>"##,
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Self.number(extent.size.width * 2))" "##
        + ##"height="\##(Self.number(extent.size.height * 2))" viewBox="\##(Self.numbers(extent))" font-family="monospace">"##,
      ##"  <rect x="\##(Self.number(extent.origin.x))" y="\##(Self.number(extent.origin.y))" width="100%" height="100%" fill="#ffffff"/>"##,
      ##"  <rect \##(Self.attributes(scene.bounds)) fill="#f6f6f6" stroke="#444444" stroke-width="0.5"/>"##,
    ]
    for line in header { output.write(line + "\n") }
    if containers {
      for container in scene.containers {
        output.write(##"  <rect \##(Self.attributes(container.frame)) fill="none" stroke="#999999" stroke-width="0.5" "##
          + ##"stroke-dasharray="2 2"><title>\##(container.kind.displayName)</title></rect>"## + "\n")
      }
    }
    if let offers = proposals.flatMap({ OfferedSizes(around: $0, script: script, result: result) }) {
      for child in offers.children {
        output.write(##"  <rect \##(Self.attributes(offers.rectangle(of: child, within: scene.extent))) fill="none" "##
          + ##"stroke="#d62728" stroke-width="0.5" stroke-dasharray="3 1.5"><title>\##(Self.escaped(child.name)) offered "##
          + ##"\##(child.offer), took \##(child.frame.size)</title></rect>"## + "\n")
      }
    }
    for id in scene.leaves {
      guard let frame = result.frames[id], PictureScene.isDrawable(frame) else { continue }
      for line in view(id, frame: frame) {
        output.write(line)
        output.write("\n")
      }
    }
    output.write("</svg>\n")
  }

  private func view(_ id: Int, frame: Rect) -> [String] {
    let declaration = script.views[id]
    let color = Self.hex(ansi: Palette.color(ofView: id, in: script))
    let shown = LayoutPicture.shownText(of: declaration.kind, in: frame)
    let (font, centered): (Double, Bool)
    switch declaration.kind {
    case .label(_, _, let size): (font, centered) = (size, false)
    case .button(_, let size): (font, centered) = (size, true)
    default: (font, centered) = (0, false)
    }
    let metrics = TextMetrics(font: font)
    var lines = [
      ##"  <g>"##,
      ##"    <title>\##(Self.escaped(declaration.name)): \##(Self.escaped(declaration.typeName))</title>"##,
      ##"    <rect \##(Self.attributes(frame)) fill="\##(color)" fill-opacity="0.15" stroke="\##(color)" stroke-width="0.75"/>"##,
    ]
    let textTop = frame.origin.y + max(0, frame.size.height - Double(shown.count) * metrics.lineHeight) / 2
    // The first line's capitals start 0.58 em of the drawn size (0.83 of the font) under its baseline.
    let glyphTop = shown.isEmpty || font <= 0 ? nil : textTop + 0.75 * metrics.lineHeight - 0.58 * font - frame.origin.y
    lines.append(nameTag(declaration.name, frame: frame, glyphTop: glyphTop, color: color))
    for (index, line) in shown.enumerated() where !line.isEmpty && font > 0 {
      let width = Double(line.count) * metrics.advance
      let x = frame.origin.x + (centered ? max(0, (frame.size.width - width) / 2) : 0)
      let baseline = textTop + (Double(index) + 0.75) * metrics.lineHeight
      // A monospace glyph advances about 0.6 em: this size gives the metric's font / 2.
      lines.append(##"    <text x="\##(Self.number(x))" y="\##(Self.number(baseline))" font-size="\##(Self.number(font * 0.83))" "##
        + ##"textLength="\##(Self.number(width))" lengthAdjust="spacingAndGlyphs" "##
        + ##"fill="#222222">\##(Self.escaped(line))</text>"##)
    }
    lines.append("  </g>")
    return lines
  }

  /// A view's name with a white halo that keeps it legible, in the box's top-left corner: 6 pt
  /// in a box without text; in a box of text, in the blank band above the first line's glyphs
  /// (`glyphTop`, the line's half-leading and ascent above its capitals), as large as that band
  /// allows (3 to 6 pt), so that it never covers the text, its own or a neighbour's.
  private func nameTag(_ name: String, frame: Rect, glyphTop: Double?, color: String) -> String {
    let size = glyphTop.map { min(6, max(3, $0 * 0.9)) } ?? 6
    return ##"    <text x="\##(Self.number(frame.origin.x + 1.5))" y="\##(Self.number(frame.origin.y + size * 0.95 + 0.25))" "##
      + ##"font-size="\##(Self.number(size))" stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.8" paint-order="stroke" "##
      + ##"fill="\##(color)">\##(Self.escaped(name))</text>"##
  }

  private static func attributes(_ rect: Rect) -> String {
    ##"x="\##(number(rect.origin.x))" y="\##(number(rect.origin.y))" width="\##(number(rect.size.width))" height="\##(number(rect.size.height))""##
  }

  private static func numbers(_ rect: Rect) -> String {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number).joined(separator: " ")
  }

  private static func number(_ value: Double) -> String { value.isFinite ? formatPoints(value) : "0" }

  /// Text safe inside an XML element or attribute; characters XML forbids become `?`.
  static func escaped(_ text: String) -> String {
    // Printable ASCII without a character XML reserves, the common case, is already safe.
    if text.isPrintableASCII, !text.utf8.contains(where: Self.reservedBytes.contains) { return text }
    return text.replacingScalars { scalar in
      switch scalar {
      case "&": return "&amp;"
      case "<": return "&lt;"
      case ">": return "&gt;"
      case "\"": return "&quot;"
      case "\t", "\n": return " "
      default:
        let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
        return allowed ? nil : "?"
      }
    }
  }

  /// `&`, `<`, `>` and `"`, which `escaped` replaces.
  private static let reservedBytes: [UInt8] = Array("&<>\"".utf8)

  /// The SVG colour of a terminal colour code.
  private static func hex(ansi code: Int) -> String {
    let colors = [31: "#d62728", 32: "#2ca02c", 33: "#c7a000", 34: "#1f77b4", 35: "#9467bd", 36: "#17becf", 37: "#7f7f7f",
                  91: "#ff6b6b", 92: "#5cb85c", 93: "#e0a030", 94: "#4a90d9", 95: "#c070c0", 96: "#20b2aa"]
    return colors[code] ?? "#444444"
  }
}
