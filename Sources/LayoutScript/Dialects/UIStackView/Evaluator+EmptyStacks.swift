import LayoutCore

/// A UIStackView that holds no arranged view when the code that runs is done: its views come
/// from code the file does not hold (a caller's `addArrangedSubview`, buttons made from actions
/// the app adds, an optional title that is nil as the file is shown). UIKit gives such a stack no
/// size (it has no intrinsic content size, and makes no constraint for no views), so the picture
/// would show nothing where the content goes. It gets the placeholder box's 80 × 44 (our choice,
/// as every placeholder box's) at priority 51 — above a fitting size's pull to nothing (50), below
/// every content priority and every constraint the code makes — said in one note: a visible,
/// named stand-in for the content of another file.
extension Evaluator {
  /// The stand-in lengths of the empty stacks under `root`, with one note naming them.
  func standInForEmptyStacks(_ builder: inout UIKitSystemConstraints, under root: Int) {
    var names: [String] = []
    for (stack, configuration) in uikit.stacks.sorted(by: { $0.key < $1.key }) where configuration.arranged.isEmpty && isUnder(stack, root) {
      builder.add([
        AnchorConstraint(item: stack, attribute: .width, relation: .equal, secondItem: nil, secondAttribute: nil,
                         constant: Placeholders.boxSize.width, priority: 51, identifier: "empty-stack-stand-in"),
        AnchorConstraint(item: stack, attribute: .height, relation: .equal, secondItem: nil, secondAttribute: nil,
                         constant: Placeholders.boxSize.height, priority: 51, identifier: "empty-stack-stand-in"),
      ], at: viewTable.views[stack].location)
      names.append(viewTable.name(ofView: stack) ?? "a stack")
    }
    guard let first = names.first,
          let stack = uikit.stacks.keys.sorted().first(where: { viewTable.name(ofView: $0) == first }) else { return }
    note("\(names.count == 1 ? "this stack view holds" : "these stack views hold") no arranged view in the code that runs (its views come "
           + "from another file, or from inputs the file leaves empty): each takes the placeholder box's 80×44 at priority 51, a stand-in "
           + "that any constraint or content outweighs: \(names.joined(separator: ", "))", at: viewTable.views[stack].location)
  }
}
