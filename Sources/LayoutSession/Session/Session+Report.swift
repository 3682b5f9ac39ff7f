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
    let picture = AsciiReport(script: rendering.script, result: result, title: title + LayoutTitle.suffix(of: rendering.script, 0),
                              options: pictureOptions, diff: diff, constraints: rendering.constraints).text
    return [picture] + laterLayoutPictures(of: rendering.script) + (failure.map { [$0] } ?? [])
  }

  /// The pictures of a script's layouts after the first (`EvaluatedScript.layouts`), each
  /// titled by its comment, laid out as the first was.
  private func laterLayoutPictures(of script: EvaluatedScript) -> [String] {
    let options = LayoutOptions(canvas: layers.display.canvas, overrides: layers.overrides)
    return script.layouts.indices.dropFirst().compactMap { index in
      let shown = script.showing(script.layouts[index])
      guard let result = Pipeline.layout(shown, options: options).result else { return nil }
      return "\n" + AsciiReport(script: shown, result: result, title: title + LayoutTitle.suffix(of: script, index), options: pictureOptions).text
    }
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
