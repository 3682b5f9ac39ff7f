import LayoutCore

/// `render --variants`: one script laid out at several variants (Dynamic Type sizes, devices),
/// the pictures side by side in rows as many as fit the columns (one under another when not
/// even two fit), each titled, every view whose frame differs from the reference variant's drawn
/// heavy; then one table of every view's frame in each variant, `≠` where any differs from the
/// reference (a line says so when none does). Every picture is drawn at one scale, the roundest at which each row fits, so
/// sizes compare by eye. Views are matched by name: a script that reads the size (`dynamicTypeSize
/// .isAccessibilitySize`) may build other views in another variant.
public struct VariantsReport {
  /// One variant's layout and what it is called.
  public struct Shown {
    public let title: String
    public let script: EvaluatedScript
    public let result: LayoutResult

    public init(title: String, script: EvaluatedScript, result: LayoutResult) {
      self.title = title
      self.script = script
      self.result = result
    }
  }

  public let variants: [Shown]
  /// The index of the variant the others are compared with.
  public let reference: Int
  /// What the header calls the script, and what the variants are ("Dynamic Type sizes").
  public let title: String
  public let kind: String
  /// The options of the whole report; each picture gets its share of the columns.
  public let options: PictureOptions

  /// The fewest columns a picture is drawn in side by side with others.
  static let minimumColumns = 30

  public init(variants: [Shown], reference: Int, title: String, kind: String, options: PictureOptions) {
    self.variants = variants
    self.reference = variants.indices.contains(reference) ? reference : 0
    self.title = title
    self.kind = kind
    self.options = options
  }

  /// The names of the views whose frame in `variant` differs from the reference's (or that
  /// only one of the two placed).
  public func differing(_ variant: Int) -> Set<String> {
    let base = frames(reference), own = frames(variant)
    return Set(Set(base.keys).union(own.keys).filter { base[$0] != own[$0] })
  }

  public var text: String {
    let perRow = max(1, min(variants.count, (options.columns + SideBySide.gap) / (Self.minimumColumns + SideBySide.gap)))
    let rows = stride(from: 0, to: variants.count, by: perRow).map { $0..<min($0 + perRow, variants.count) }
    var each = options
    each.colored = false
    each.scale = options.scale ?? commonScale(rows)
    let share = max((options.columns - SideBySide.gap * (perRow - 1)) / perRow, 10)
    // One set of keys for narrow boxes across the pictures, listed once under them.
    let keys = NameKeys()
    var blocks: [[String]] = []
    for index in variants.indices {
      let shown = variants[index]
      let changed = differing(index)
      let highlighted = Set(shown.result.placedViews(of: shown.script).filter { changed.contains($0.name) }.map(\.id))
      let picture = LayoutPicture(script: shown.script, result: shown.result, options: each, highlighted: highlighted, nameKeys: keys).draw()
      let caption = shown.title + ": \(shown.result.size)"
      let width = max(picture.lines.map { DisplayWidth.of($0) }.max() ?? 0, share)
      blocks.append([TerminalLine.fitted(caption, to: width)] + picture.lines)
    }
    var lines = ["\(title) — \(kind): \(variants.map(\.title).joined(separator: ", ")) — "
                 + "heavy: frames that differ from \(variants[reference].title)'s — \(each.scale!)"]
    for row in rows {
      lines += SideBySide.joined(Array(blocks[row]))
      lines.append("")
    }
    if let legend = keys.legend { lines += [legend, ""] }
    lines += table()
    if variants.indices.allSatisfy({ differing($0).isEmpty }) {
      lines += ["", "no frame differs from \(variants[reference].title)'s"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The one scale every picture is drawn at: the roundest at which each row of pictures, at
  /// its own widths, fits the columns beside the others (each picture takes two columns more
  /// for its outline).
  private func commonScale(_ rows: [Range<Int>]) -> CellScale {
    let widths = variants.map { PictureScene($0.result).extent.size.width }
    let needed = rows.map { (row: Range<Int>) -> Double in
      let points: Double = row.reduce(0) { $0 + (widths[$1].isFinite ? widths[$1] : 0) }
      let columns = max(options.columns - SideBySide.gap * (row.count - 1) - 2 * row.count, row.count)
      return points / Double(columns)
    }.max() ?? 1
    return CellScale.fitting(width: needed, columns: 1, zoom: options.zoom)
  }

  /// One row per view any variant placed, in the order they were first placed: its frame in
  /// each variant, and `≠` when any differs from the reference's.
  private func table() -> [String] {
    let all = variants.indices.map(frames)
    var names: [String] = [], seen: Set<String> = []
    for shown in variants {
      for view in shown.result.placedViews(of: shown.script) where seen.insert(view.name).inserted { names.append(view.name) }
    }
    var rows = [["name"] + variants.map { $0.title + " x y w h" } + [""]]
    for name in names {
      let differs = all.contains { $0[name] != all[reference][name] }
      rows.append([name] + all.map { CompareReport.frameText($0[name]) } + [differs ? "≠" : ""])
    }
    return TextColumns.aligned(rows)
  }

  /// The frames of `variant`'s placed views by name (the first of a name wins).
  private func frames(_ variant: Int) -> [String: Rect] {
    let shown = variants[variant]
    return shown.result.placedViews(of: shown.script).reduce(into: [:]) { frames, view in
      if frames[view.name] == nil { frames[view.name] = view.frame }
    }
  }
}
