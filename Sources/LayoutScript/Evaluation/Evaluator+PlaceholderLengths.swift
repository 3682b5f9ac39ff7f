import LayoutCore

/// A frame given a length that is a property without a value (`let size: CGFloat` of an avatar
/// view that no preview and no caller gives one): the placeholder of a number is 0
/// (`PlaceholderValues`), and a frame of 0 would draw the view it sizes as nothing, a picture that
/// looks broken for want of a value the file does not hold. So that length is left out of the
/// frame, the view keeping its own on that axis, said once per place; any other value, a literal
/// 0 included, is the frame's.
extension Evaluator {
  /// `evaluated` without the arguments written as such a property (`size`, `self.size`) that
  /// still holds its placeholder 0.
  func withoutPlaceholderLengths(_ syntax: CallSyntax, _ evaluated: Arguments) -> Arguments {
    guard !placeholderNumbers.isEmpty, syntax.count == evaluated.items.count else { return evaluated }
    var kept = evaluated
    var names: [String] = []
    var lengths: [String] = []
    for (index, argument) in zip(syntax.indices, syntax).reversed() {
      let name: String
      switch argument.value {
      case .name(let property, _): name = property
      case .member(.name("self", _), let property, _): name = property
      default: continue
      }
      guard placeholderNumbers.contains(name), let label = argument.label, label != "alignment",
            case .number(0) = evaluated.items[index - syntax.startIndex].value else { continue }
      kept.items.remove(at: index - syntax.startIndex)
      if !names.contains(name) { names.insert(name, at: 0) }
      lengths.insert(label, at: 0)
    }
    guard !lengths.isEmpty else { return evaluated }
    if unmodelledNotePlaces.insert(evaluated.location).inserted {
      note("'\(names.joined(separator: "', '"))' \(names.count == 1 ? "has" : "have") no value here (no preview or caller gives one), "
             + "so the frame's \(lengths.dropLast().joined(separator: ", "))\(lengths.count > 1 ? " and " : "")\(lengths.last!) \(lengths.count == 1 ? "is" : "are") left out, the view keeping its own "
             + "instead of a placeholder's 0", at: evaluated.location)
    }
    return kept
  }
}
