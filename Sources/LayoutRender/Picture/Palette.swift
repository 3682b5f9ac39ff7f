import LayoutCore

/// The colours of a picture: each view its own, the same in the picture and the table.
/// A view whose script set `backgroundColor` or `textColor` gets the nearest terminal colour.
enum Palette {
  /// ANSI foreground codes, in the order views get them.
  static let colors = [36, 33, 35, 32, 34, 31, 96, 93, 95, 92, 94, 91]

  /// The colour of view `id` of `script`.
  static func color(ofView id: Int, in script: EvaluatedScript) -> Int {
    color(forView: id, named: id < script.views.count ? script.views[id].color : nil)
  }

  /// The colour of view `id`, whose script colour (a UIKit name such as `systemBlue`) is `named`.
  static func color(forView id: Int, named: String?) -> Int {
    if let named, let code = code(named: named) { return code }
    return colors[id % colors.count]
  }

  /// The terminal colour nearest a UIKit colour name, if the name says one.
  static func code(named name: String) -> Int? {
    let lowered = name.lowercased()
    let table: [(words: [String], code: Int)] = [
      (["red"], 31), (["green", "mint"], 32), (["yellow", "orange", "brown"], 33),
      (["blue", "indigo"], 34), (["purple", "pink", "magenta"], 35), (["teal", "cyan"], 36),
      (["gray", "grey", "black", "white", "label", "background", "separator", "fill"], 37),
    ]
    return table.first { entry in entry.words.contains { lowered.contains($0) } }?.code
  }
}
