import LayoutCore

/// `render --format ascii`, the default: a header line (file, canvas, body size, cell
/// scale), the picture of the layout, and the table of frames. Given the layout before a
/// change, moved and resized views are drawn heavy and the table shows the deltas.
public struct AsciiReport: StreamedReport {
  public let script: EvaluatedScript
  public let result: LayoutResult
  /// What the header calls the script, usually its path.
  public let title: String
  public let options: PictureOptions
  public let diff: LayoutDiff?
  /// An anchors layout's report: views in conflict or not determined are drawn heavy.
  public let constraints: ConstraintsReport?

  public init(script: EvaluatedScript, result: LayoutResult, title: String, options: PictureOptions, diff: LayoutDiff? = nil,
              constraints: ConstraintsReport? = nil) {
    self.constraints = constraints
    self.script = script
    self.result = result
    self.title = title
    self.options = options
    self.diff = diff
  }

  /// Writes the report to `output`: the header and legend, the picture, the table, the offers
  /// and a console log's section, each line as it is made ready.
  public func write(to output: inout some TextOutputStream) {
    var highlighted: Set<Int> = []
    if let diff {
      for view in result.placedViews(of: script) where diff.change(of: view.name, now: view.frame) != nil {
        highlighted.insert(view.id)
      }
    }
    let moved = !highlighted.isEmpty
    if let constraints { highlighted.formUnion(constraints.conflictingViews.union(constraints.ambiguousViews)) }
    let drawing = LayoutPicture(script: script, result: result, options: options, highlighted: highlighted)
    let picture = drawing.draw()
    let offers = drawing.offers
    // Words never break at the terminal's edge: the header, legends and table wrap at spaces.
    func wrapped(_ line: String) -> [String] { options.wrapsText ? TerminalLine.wrapped(line, to: options.columns) : [line] }
    func write(_ lines: [String]) { for line in lines { output.write(line + "\n") } }
    write(wrapped(header(scale: picture.scale) + picture.shownNote))
    if let legend = legend(highlighting: moved, offers: offers != nil) { write(wrapped(legend)) }
    write(picture.lines)
    if let legend = picture.legend { write(wrapped(legend)) }
    write([""])
    write(FrameTable(script: script, result: result, diff: diff, colored: options.colored, constraints: constraints).lines
      .flatMap(wrapped))
    if let offers { write([""] + offers.tableLines) }
    if let section = ConflictLogSection(script: script, constraints: constraints) { write([""] + section.lines) }
  }

  private func header(scale: CellScale) -> String {
    let canvas = result.canvas
    let direction = canvas.direction == .rightToLeft ? " right-to-left" : ""
    return "\(title) — canvas \(formatPoints(canvas.width))×\(formatPoints(canvas.height)) \(canvas.mode.rawValue) "
      + "@\(formatPoints(canvas.scale))x\(direction)\(canvas.headerNote) — body \(result.size) — \(scale)"
  }


  /// What the overlays mean, when there are any: heavy boxes only when a view is drawn heavy.
  private func legend(highlighting: Bool, offers: Bool) -> String? {
    var parts: [String] = []
    if highlighting { parts.append("heavy boxes moved or resized") }
    if let constraints, !constraints.conflictingViews.isEmpty {
      parts.append("heavy: in conflict (" + names(constraints.conflictingViews) + ")")
    }
    if let constraints, !constraints.ambiguousViews.isEmpty {
      parts.append("heavy: ambiguous (" + names(constraints.ambiguousViews) + ")")
    }
    if let log = constraints?.log, log.hasConflict, !log.isUIKitsList {
      if !log.beyondMinimal.isEmpty { parts.append("the log's list is not minimal") }
      if log.broken != nil && !log.recoveryResolves { parts.append("UIKit's choice does not resolve the conflict") }
    }
    if offers { parts.append("·╌· the size each child was offered") }
    if options.containers { parts.append("╭┄╮ containers") }
    if options.shading { parts.append("░ padding, ▒ spacing") }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  private func names(_ views: Set<Int>) -> String {
    views.sorted().compactMap { script.views.indices.contains($0) ? script.views[$0].name : nil }.joined(separator: ", ")
  }
}
