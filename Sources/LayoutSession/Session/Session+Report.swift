import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// The text a session prints for a rendering: the ASCII report (or, watch mode's `c`, both
/// semantics side by side), with what moved or resized since `previous` highlighted, and the
/// warnings it was asked to show.
extension Session {
  /// How pictures are drawn now.
  var pictureOptions: PictureOptions {
    PictureOptions(zoom: layers.display.zoom, columns: options.columns(), colored: options.colored, wrapsText: options.wrapsText)
  }

  func report(_ rendering: EvaluatedLayout, previous: EvaluatedLayout?, showingWarnings warnings: [Diagnostic]) -> String {
    var parts: [String] = []
    if let result = rendering.result {
      parts += pictures(of: rendering, result, previous: previous)
    } else {
      parts.append("\(title): the script has no body; type a layout such as `VStack { … }` to give it one\n")
    }
    if let switched = semanticsSwitch(from: previous, to: rendering) { parts.append(switched) }
    parts += ActivationDiff(from: previous, to: rendering).lines.map { $0 + "\n" }
    parts += rendering.rendered(warnings).map { $0 + "\n" }
    if let goals = goalLines { parts.append(goals) }
    return parts.joined()
  }

  /// The picture of `result`, with what changed since `previous`; or, while the session shows
  /// the comparison, both semantics side by side (the picture, and why, when it cannot be).
  private func pictures(of rendering: EvaluatedLayout, _ result: LayoutResult, previous: EvaluatedLayout?) -> [String] {
    var failure: String?
    if showsComparison {
      do throws(CommandError) {
        return [try comparison()]
      } catch {
        failure = "no comparison: \(error.message)\n"
      }
    }
    var diff: LayoutDiff?
    if let previous, let previousResult = previous.result {
      diff = LayoutDiff(previous: previous.script, previousResult: previousResult, script: rendering.script, result: result)
    }
    let layouts = [rendering.laidOut] + laterLayouts(of: rendering.script)
    let picture = ReportFormat.ascii.text(layouts, options: ReportOptions(title: title, picture: pictureOptions, diff: diff))
    return [picture] + (failure.map { [$0] } ?? [])
  }

  /// A script's layouts after the first (`ScriptDocument.layouts`), laid out as the first was.
  private func laterLayouts(of script: EvaluatedScript) -> [LaidOutScript] {
    let options = LayoutOptions(canvas: layers.display.canvas, overrides: layers.overrides)
    return script.layouts.indices.dropFirst().map { Pipeline.layout(script.showing(layoutAt: $0), options: options) }
  }

  /// The line saying the session's rules changed with what was typed: a SwiftUI view pasted at
  /// the prompt lays the script out by SwiftUI's rules from then on. Nil when they did not, or
  /// when `--semantics`/`:semantics` chose them.
  private func semanticsSwitch(from previous: EvaluatedLayout?, to rendering: EvaluatedLayout) -> String? {
    guard let previous, layers.display.canvas.semantics == nil,
          previous.script.canvas.semantics != rendering.script.canvas.semantics else { return nil }
    switch rendering.script.canvas.semantics {
    case .swiftUI: return "now SwiftUI code: laid out by SwiftUI's rules (`:semantics quicklayout` to go back)\n"
    case .quickLayout: return "no SwiftUI code left: laid out by QuickLayout's rules again\n"
    }
  }
}

extension Session {
  /// `text` as a terminal of `options.columns()` shows it: on a terminal (`wrapsText`), a line
  /// too wide — a lesson's step, a note, a hint — is broken at spaces, its continuation lines
  /// indented under it, rather than cut mid-word by the terminal. A diagnostic's source
  /// excerpt (`  12 | code`, its caret line) is left whole: breaking it would move the caret.
  public func fittedToTerminal(_ text: String) -> String {
    guard options.wrapsText else { return text }
    let columns = options.columns()
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      if line.contains(#/^ *[0-9]* \| /#) { return [String(line)] }
      let indent = line.prefix { $0 == " " }.count + 4
      return TerminalLine.wrapped(String(line), to: columns, indent: indent)
    }.joined(separator: "\n")
  }
}
