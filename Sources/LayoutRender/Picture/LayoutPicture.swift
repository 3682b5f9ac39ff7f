import LayoutCore

/// The ASCII picture of a layout result (SPEC 3.2): every placed view a box at its frame in
/// z-order, named on its top edge, a label showing its text as it was laid out; the
/// rectangle the body was laid out in outlined with double lines; optional container
/// outlines, shading and rulers. Views in `highlighted` (changed since the last layout)
/// are drawn in heavy lines.
struct LayoutPicture {
  let script: EvaluatedScript
  let result: LayoutResult
  let options: PictureOptions
  var highlighted: Set<Int> = []
  /// The keys standing for names too long for their boxes (shared by pictures side by side).
  var nameKeys = NameKeys()
  /// The points, top to bottom, a crop must keep (`PictureCrop`); nil keeps the views' rows.
  /// Pictures drawn side by side keep the same points, so that their rows line up.
  var keptPoints: ClosedRange<Double>?

  /// A drawn picture: its lines, the scale it was drawn at, and the part of the canvas shown
  /// when rows without a view were left out (`PictureCrop`), in points from its top.
  struct Drawing {
    let lines: [String]
    let scale: CellScale
    let shown: ClosedRange<Double>?
    /// `NameKeys.legend`: what the keys on narrow boxes stand for.
    let legend: String?

    /// The header's note on a picture that leaves out rows no view reaches: ` — drawn: y 312…360
    /// (--whole-canvas for all)`; empty for a whole picture.
    var shownNote: String {
      shown.map { " — drawn: y \(formatPoints($0.lowerBound))…\(formatPoints($0.upperBound)) (--whole-canvas for all)" } ?? ""
    }
  }

  /// The picture's lines, and the scale it was drawn at.
  func draw() -> Drawing {
    let scene = PictureScene(result, hidden: result.hiddenViews(of: script))
    let offers = self.offers
    // An offer larger than the canvas is drawn whole, past the canvas's border.
    let extent = offers.map { offers in
      offers.children.reduce(scene.extent) { $0.union(offers.rectangle(of: $1, within: scene.extent)) }
    } ?? scene.extent
    let gutter = options.rulers ? Rulers.gutterWidth : 0
    let fitted = options.scale ?? CellScale.fitting(width: extent.size.width, columns: options.columns - 2 - gutter,
                                                    zoom: options.zoom)
    let scale = fitted.capped(for: extent.size, columns: 1000, rows: 1000)
    let grid = CellGrid(origin: extent.origin, scale: scale)
    let boxes = boxCells(scene, offers, grid)
    let covered = grid.cells(extent)
    var canvas = CellCanvas(columns: covered.columns.upperBound + 2, rows: covered.rows.upperBound + 2)
    if options.shading { shade(scene, grid, on: &canvas) }
    if options.containers {
      for container in scene.containers {
        let (columns, rows) = grid.cells(container.frame)
        canvas.drawBox(columns: columns, rows: rows, lines: .dashed, title: "", style: .faint, filled: false)
      }
    }
    if let offers { drawOffers(offers, within: scene.extent, grid, on: &canvas) }
    let outline = grid.cells(scene.bounds)
    canvas.drawBox(columns: (outline.columns.lowerBound - 1)...(outline.columns.upperBound + 1),
                   rows: (outline.rows.lowerBound - 1)...(outline.rows.upperBound + 1), lines: .double, title: "", style: .plain,
                   filled: false)
    for id in scene.leaves {
      guard let frame = result.frames[id], PictureScene.isDrawable(frame) else { continue }
      drawView(id, frame: frame, cells: boxes.cells(frame), on: &canvas)
    }
    if options.containers { nameContainers(scene, grid, on: &canvas) }
    var lines = canvas.lines(colored: options.colored)
    var rows = Array(lines.indices)
    let outlineRows = (outline.rows.lowerBound - 1)...(outline.rows.upperBound + 1)
    var shown: ClosedRange<Double>?
    if !options.wholeCanvas, let content = contentRows(scene, offers, boxes, grid), let crop = PictureCrop(outline: outlineRows, content: content) {
      let columns = (outline.columns.lowerBound - 1)...(outline.columns.upperBound + 1)
      lines = crop.apply(to: lines) { row in
        let hidden = row == crop.rows.lowerBound && crop.cutsTop
          ? "↑ \(formatPoints(grid.y(ofRow: row + 1) - extent.minY)) pt not drawn"
          : "↓ \(formatPoints(extent.maxY - grid.y(ofRow: row))) pt not drawn"
        return Self.cutMarker(hidden, columns: columns, width: canvas.columns, colored: options.colored)
      }
      rows = crop.apply(to: rows) { _ in -1 }
      let (first, last) = (grid.y(ofRow: crop.rows.lowerBound + 1), grid.y(ofRow: crop.rows.upperBound))
      shown = first...max(first, last)
    }
    if options.rulers { lines = Rulers(grid: grid, columns: canvas.columns).framing(lines, rows: rows) }
    return Drawing(lines: lines, scale: scale, shown: shown, legend: nameKeys.legend)
  }

  /// The cells of every view's box (`BoxCells`), the canvas and whatever else is outlined or
  /// shaded counted as the edges views may touch.
  private func boxCells(_ scene: PictureScene, _ offers: OfferedSizes?, _ grid: CellGrid) -> BoxCells {
    var outlines = [scene.bounds]
    if options.containers { outlines += scene.containers.map(\.frame) }
    if let offers { outlines += offers.children.map { offers.rectangle(of: $0, within: scene.extent) } }
    if options.shading { outlines += scene.gaps + scene.paddings.flatMap { [$0.outer, $0.inner] } }
    return BoxCells(frames: drawnFrames(scene), outlines: outlines, grid: grid)
  }

  /// The frames of the views drawn, in the scene's order, read where they are.
  private func drawnFrames(_ scene: PictureScene) -> some Collection<Rect> {
    scene.leaves.lazy.compactMap { result.frames[$0] }.filter(PictureScene.isDrawable)
  }

  /// The rows the drawn views (and the offers `--proposals` draws) cover, or `keptPoints`;
  /// nil when none is drawn.
  private func contentRows(_ scene: PictureScene, _ offers: OfferedSizes?, _ boxes: BoxCells, _ grid: CellGrid) -> ClosedRange<Int>? {
    if let keptPoints { return grid.row(keptPoints.lowerBound)...max(grid.row(keptPoints.lowerBound), grid.row(keptPoints.upperBound) - 1) }
    var rows: ClosedRange<Int>?
    func cover(_ covered: ClosedRange<Int>) {
      rows = rows.map { min($0.lowerBound, covered.lowerBound)...max($0.upperBound, covered.upperBound) } ?? covered
    }
    for frame in drawnFrames(scene) { cover(boxes.cells(frame).rows) }
    for child in offers?.children ?? [] { if let offers { cover(grid.cells(offers.rectangle(of: child, within: scene.extent)).rows) } }
    return rows
  }

  /// The row standing for a cut edge of the canvas: `╟╌╌ ↑ 176 pt not drawn ╌╌╢` across `columns`.
  private static func cutMarker(_ text: String, columns: ClosedRange<Int>, width: Int, colored: Bool) -> String {
    var row = CellCanvas(columns: width, rows: 1)
    row.fill(columns: columns, rows: 0...0, with: "╌", style: .faint)
    row.put("╟", column: columns.lowerBound, row: 0)
    row.put("╢", column: columns.upperBound, row: 0)
    let label = " \(text) ", labelWidth = DisplayWidth.of(" \(text) ")
    if columns.count >= labelWidth + 4 {
      row.write(label, column: columns.lowerBound + (columns.count - labelWidth) / 2, row: 0, limit: labelWidth, style: .faint)
    }
    return row.lines(colored: colored)[0]
  }

  /// The offers `--proposals` asks for, when the view it names has a container.
  var offers: OfferedSizes? {
    options.proposals.flatMap { OfferedSizes(around: $0, script: script, result: result) }
  }

  /// Each child's offer as a dashed outline, under the views (a view hides the part of its
  /// offer it took).
  private func drawOffers(_ offers: OfferedSizes, within extent: Rect, _ grid: CellGrid, on canvas: inout CellCanvas) {
    for child in offers.children {
      let (columns, rows) = grid.cells(offers.rectangle(of: child, within: extent))
      canvas.drawBox(columns: columns, rows: rows, lines: .offer, title: "", style: .faint, filled: false)
    }
  }

  /// Draws view `id`'s box on `cells`, its name on the top edge and its text inside; heavy
  /// when it is `highlighted` (changed), dotted when it is a placeholder.
  private func drawView(_ id: Int, frame: Rect, cells: BoxCells.Cells, on canvas: inout CellCanvas) {
    let view = script.views[id]
    let changed = highlighted.contains(id)
    let style = CellStyle(color: Palette.color(ofView: id, in: script), emphasis: changed ? .bold : .normal)
    let (columns, rows) = cells
    let lines: BoxLines = changed ? .heavy : view.isPlaceholder ? .dotted : .light
    let name = view.isPlaceholder ? view.name + "?" : view.name
    // The top edge holds a name between the corners; a one-column box has none.
    let room = columns.count > 1 ? columns.count - 2 : 0
    let key = DisplayWidth.of(name) > room ? nameKeys.key(for: id, name: name) : nil
    canvas.drawBox(columns: columns, rows: rows, lines: lines, title: room >= 1 ? key ?? name : "", style: style, filled: true)
    if room < 1, let key { canvas.put(Character(key), column: columns.lowerBound, row: rows.lowerBound, style: style) }
    let text = Self.shownText(of: view.kind, in: frame)
    guard columns.count > 2, rows.count > 1, !text.isEmpty else { return }
    let width = columns.count - 2
    if rows.count == 2 {
      canvas.write(text[0], column: columns.lowerBound + 1, row: rows.upperBound, limit: width, style: style)
      return
    }
    let interior = rows.count - 2
    for (index, line) in text.prefix(interior).enumerated() {
      let cut = index == interior - 1 && text.count > interior
      canvas.write(cut ? line + "…" : line, column: columns.lowerBound + 1, row: rows.lowerBound + 1 + index, limit: width)
    }
  }

  /// The text a view shows in its frame: a label's lines as UIKit would draw them in that
  /// frame (wrapped to its width, as many as its height holds), a button's title.
  static func shownText(of kind: LeafKind, in frame: Rect) -> [String] {
    switch kind {
    case let .label(text, lines, font):
      guard !text.isEmpty else { return [] }
      let metrics = TextMetrics(font: font)
      if lines == 1 { return [text.string.replacing("\n", with: " ")] }
      let fitting = metrics.lineHeight > 0 && metrics.lineHeight.isFinite
        ? max(1, Int(min(frame.size.height / metrics.lineHeight, 10_000).rounded(.down))) : 1
      let limit = lines > 0 ? min(lines, fitting) : fitting
      return metrics.wrappedLines(text, width: frame.size.width, lines: limit)
    case .button(let title, _):
      return [title]
    case .plainView, .sizedView, .fixed, .horizontallyExpandable, .scrollable:
      return []
    }
  }

  /// Writes each container's kind on its top edge where no view covers that part of the edge.
  private func nameContainers(_ scene: PictureScene, _ grid: CellGrid, on canvas: inout CellCanvas) {
    for container in scene.containers {
      let (columns, rows) = grid.cells(container.frame)
      let title = container.kind.displayName
      let width = DisplayWidth.of(title)
      guard columns.count >= width + 2, rows.count >= 2 else { continue }
      let edge = (columns.lowerBound + 1)...(columns.lowerBound + width)
      if edge.allSatisfy({ canvas.character(column: $0, row: rows.lowerBound) == BoxLines.dashed.horizontal }) {
        canvas.write(title, column: edge.lowerBound, row: rows.lowerBound, limit: width, style: .faint)
      }
    }
  }

  /// Padding bands `░` and the space between stacked things `▒`, faint, under everything.
  private func shade(_ scene: PictureScene, _ grid: CellGrid, on canvas: inout CellCanvas) {
    for gap in scene.gaps {
      let (columns, rows) = grid.cells(gap)
      canvas.fill(columns: columns, rows: rows, with: "▒", style: .faint)
    }
    for (outer, inner) in scene.paddings {
      let (columns, rows) = grid.cells(outer)
      let hole = grid.cells(inner)
      for row in canvas.visibleRows(rows) {
        for column in canvas.visibleColumns(columns) where !(hole.columns.contains(column) && hole.rows.contains(row)) {
          canvas.put("░", column: column, row: row, style: .faint)
        }
      }
    }
  }
}
