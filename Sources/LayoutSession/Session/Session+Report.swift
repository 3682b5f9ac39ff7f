import LayoutCore
import LayoutRender
import LayoutScript

/// The text a session prints for a rendering: the ASCII report (or, watch mode's `c`, both
/// semantics side by side), with what moved or resized since `previous` highlighted, and the
/// warnings it was asked to show.
extension Session {
  /// How pictures are drawn now.
  var pictureOptions: PictureOptions {
    PictureOptions(zoom: layers.display.zoom, columns: options.columns(), colored: options.colored)
  }

  func report(_ rendering: EvaluatedLayout, previous: EvaluatedLayout?, showingWarnings warnings: [Diagnostic]) -> String {
    var parts: [String] = []
    if let result = rendering.result {
      parts += pictures(of: rendering, result, previous: previous)
    } else {
      parts.append("\(title): the script has no body; type a layout such as `VStack { … }` to give it one\n")
    }
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
    let picture = AsciiReport(script: rendering.script, result: result, title: title, options: pictureOptions, diff: diff,
                              constraints: rendering.constraints).text
    return [picture] + (failure.map { [$0] } ?? [])
  }
}
