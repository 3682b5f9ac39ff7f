import LayoutCore
import LayoutRender

/// The reports a laid-out script is written as, and the one way to write them: the command
/// line's `render --format`, the REPL's `:json` and `:tree` and its pictures, and the fuzzer all
/// call `write(_:options:to:)`, which streams the report to any `TextOutputStream`.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// The picture and the table of frames (`AsciiReport`), each layout of several in turn.
  case ascii
  /// The JSON object of docs/json.md (`JSONReport`), later layouts' frames joined to the first's.
  case json
  /// The element tree with proposals (`TreeReport`), each layout of several under its title.
  case tree
  /// A standalone SVG of the first layout (`SVGReport`).
  case svg

  /// Writes `layouts` as this report to `output`, line by line as the report makes them.
  /// `layouts` are a script's layouts as `Pipeline.layoutEach` gives them (one, or each of
  /// several; the first's script titles them); a layout without a result (a library) writes
  /// nothing. Every report ends with a newline.
  public func write(_ layouts: [LaidOutScript], options: ReportOptions = ReportOptions(),
                    to output: inout some TextOutputStream) {
    guard let first = layouts.first, let result = first.result else { return }
    let script = first.script
    switch self {
    case .ascii:
      for (index, shown) in layouts.enumerated() {
        guard let result = shown.result else { continue }
        if index > 0 { output.write("\n") }
        AsciiReport(script: shown.script, result: result, title: options.title + LayoutTitle.suffix(of: script, index),
                    options: options.picture, diff: index == 0 ? options.diff : nil, constraints: shown.constraints)
          .write(to: &output)
      }
    case .json:
      var report = JSONReport(script: script, result: result, constraints: first.constraints, diagnostics: first.warnings)
      report.laterLayouts = layouts.dropFirst().compactMap(\.result)
      report.pretty = options.pretty
      report.write(to: &output)
      output.write("\n")
    case .tree:
      for (index, shown) in layouts.enumerated() {
        guard let result = shown.result else { continue }
        if layouts.count > 1 { output.write((index == 0 ? "" : "\n") + "layout" + LayoutTitle.suffix(of: script, index) + "\n") }
        TreeReport(script: shown.script, result: result).write(to: &output)
      }
    case .svg:
      SVGReport(script: script, result: result, containers: options.picture.containers, proposals: options.picture.proposals)
        .write(to: &output)
    }
  }

  /// The report of `layouts` as text (the REPL's replies, tests).
  public func text(_ layouts: [LaidOutScript], options: ReportOptions = ReportOptions()) -> String {
    var text = ""
    write(layouts, options: options, to: &text)
    return text
  }
}

/// How a report is written beyond the layouts themselves.
public struct ReportOptions: Sendable {
  /// What the ascii report's header calls the script: its path, usually.
  public var title: String
  /// The ascii picture's scale and overlays; SVG reads `containers` and `proposals` too.
  public var picture: PictureOptions
  /// The first layout as it was before a change: the ascii report draws what moved heavy and
  /// shows the table's deltas (the diff is of the first layout: later layouts are not compared).
  public var diff: LayoutDiff?
  /// JSON indented (the command line, `:json`) or on one line (the fuzzer).
  public var pretty: Bool

  /// Options for a report titled `title`.
  public init(title: String = "", picture: PictureOptions = PictureOptions(), diff: LayoutDiff? = nil, pretty: Bool = true) {
    self.title = title
    self.picture = picture
    self.diff = diff
    self.pretty = pretty
  }
}
