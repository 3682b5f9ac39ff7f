import LayoutRender
import LayoutScript

/// The text a session prints for a rendering: the ASCII report, with what moved or resized
/// since `previous` highlighted, and the warnings it was asked to show.
extension Session {
  /// How pictures are drawn now.
  var pictureOptions: PictureOptions {
    PictureOptions(zoom: layers.display.zoom, columns: options.columns(), colored: options.colored)
  }

  func report(_ rendering: EvaluatedLayout, previous: EvaluatedLayout?, showingWarnings warnings: [Diagnostic]) -> String {
    var parts: [String] = []
    if let result = rendering.result {
      var diff: LayoutDiff?
      if let previous, let previousResult = previous.result {
        diff = LayoutDiff(previous: previous.script, previousResult: previousResult, script: rendering.script, result: result)
      }
      parts.append(AsciiReport(script: rendering.script, result: result, title: title, options: pictureOptions, diff: diff).text)
    } else {
      parts.append("\(title): the script has no body; type a layout such as `VStack { … }` to give it one\n")
    }
    parts += rendering.rendered(warnings).map { $0 + "\n" }
    if let goals = goalLines { parts.append(goals) }
    return parts.joined()
  }
}
