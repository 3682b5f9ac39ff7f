import LayoutCore

/// `render --compare`: one script laid out by QuickLayout's rules and by SwiftUI's, the two
/// pictures side by side with every view whose frame differs drawn heavy in both, then one table
/// of both frames and both measurement counts. Views are matched by id: the same script creates
/// the same views in the same order under either semantics (a UILabel is a Text, a UIView a
/// Color…); names are the SwiftUI run's.
public struct CompareReport: StreamedReport {
  public let quickLayout: (script: EvaluatedScript, result: LayoutResult)
  public let swiftUI: (script: EvaluatedScript, result: LayoutResult)
  public let title: String
  /// The options of the whole report; each picture gets half the columns.
  public let options: PictureOptions

  public init(quickLayout: (script: EvaluatedScript, result: LayoutResult),
              swiftUI: (script: EvaluatedScript, result: LayoutResult), title: String, options: PictureOptions) {
    self.quickLayout = quickLayout
    self.swiftUI = swiftUI
    self.title = title
    self.options = options
  }

  /// The ids of the views whose frames differ between the two layouts.
  public var differing: Set<Int> {
    let count = max(quickLayout.result.frames.count, swiftUI.result.frames.count)
    return Set((0..<count).filter { frame(quickLayout.result, $0) != frame(swiftUI.result, $0) })
  }

  /// Writes the report to `output`: the title, the two pictures side by side, the table.
  public func write(to output: inout some TextOutputStream) {
    var half = options
    half.columns = max((options.columns - SideBySide.gap) / 2, 20)
    half.colored = false
    let differing = self.differing
    // One name per view on both sides, the table's; one set of keys for narrow boxes; the same
    // rows kept by a crop, so that the two pictures line up.
    var named = quickLayout.script
    if named.views.count == swiftUI.script.views.count {
      for id in named.views.indices { named.views[id].name = swiftUI.script.views[id].name }
    }
    let keys = NameKeys(), kept = Self.drawnPoints(of: [quickLayout.result, swiftUI.result])
    let left = LayoutPicture(script: named, result: quickLayout.result, options: half, highlighted: differing,
                             nameKeys: keys, keptPoints: kept).draw()
    let right = LayoutPicture(script: swiftUI.script, result: swiftUI.result, options: half, highlighted: differing,
                              nameKeys: keys, keptPoints: kept).draw()
    output.write("\(title) — QuickLayout (left) and SwiftUI (right); heavy: frames that differ\(left.shownNote)\n")
    let pictures = SideBySide.joined([["QuickLayout — body \(quickLayout.result.size) — \(left.scale)"] + left.lines,
                                      ["SwiftUI — body \(swiftUI.result.size) — \(right.scale)"] + right.lines])
    for line in pictures + (keys.legend.map { [$0] } ?? []) + [""] + table(differing) { output.write(line + "\n") }
  }

  /// The points from the top of the highest drawable frame to the bottom of the lowest, in
  /// either result; nil when neither has one.
  private static func drawnPoints(of results: [LayoutResult]) -> ClosedRange<Double>? {
    let frames = results.flatMap { $0.frames.compactMap { $0 } }.filter(PictureScene.isDrawable)
    guard let top = frames.map(\.minY).min(), let bottom = frames.map(\.maxY).max() else { return nil }
    return top...max(top, bottom)
  }

  /// One row per view placed by either engine: both frames, both measurement counts, and `≠`
  /// where the frames differ.
  private func table(_ differing: Set<Int>) -> [String] {
    var rows = [["name", "QuickLayout x y w h", "SwiftUI x y w h", "measured QL/SwiftUI", ""]]
    for id in swiftUI.script.views.indices where frame(quickLayout.result, id) != nil || frame(swiftUI.result, id) != nil {
      rows.append([swiftUI.script.views[id].name, Self.frameText(frame(quickLayout.result, id)), Self.frameText(frame(swiftUI.result, id)),
                   "\(measurements(quickLayout.result, id))/\(measurements(swiftUI.result, id))", differing.contains(id) ? "≠" : ""])
    }
    return TextColumns.aligned(rows)
  }

  private func frame(_ result: LayoutResult, _ id: Int) -> Rect? {
    result.frames.indices.contains(id) ? result.frames[id] : nil
  }

  private func measurements(_ result: LayoutResult, _ id: Int) -> Int {
    result.log.measurements.indices.contains(id) ? result.log.measurements[id] : 0
  }

  /// A frame as the tables of `--compare` and `--variants` write it, `x y w h`; `—` for none.
  static func frameText(_ frame: Rect?) -> String {
    guard let frame else { return "—" }
    return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(formatPoints).joined(separator: " ")
  }
}
