import LayoutCore

/// What `--proposals NAME` shows: the container that holds view NAME (its nearest stack, flow
/// line, ZStack or grid) and, for each of that container's children, the size it was offered
/// for the final layout against the size it took. The offer is drawn from the child's leading
/// edge along a stack's axis and centred on the stack across it (a stack offers every child the
/// same cross size); in other containers from the child's top-left corner. An infinite side
/// reaches to the picture's edge. It needs a result that recorded details
/// (`LayoutOptions.recordingDetails`).
public struct OfferedSizes {
  /// One child of the container.
  struct Child: Equatable {
    /// The view the child is, or holds first; else what it is (`Spacer`, `padding`…).
    let name: String
    let offer: Size
    let frame: Rect
  }

  /// The container, as the script writes it (`HStack`).
  let container: String
  let children: [Child]
  /// The container's frame, and the axis it stacks its children along (nil: no stack).
  let frame: Rect
  let axis: Axis?

  /// The offers of the container holding view `name`; nil when no placed view has that name or
  /// it has no container.
  init?(around name: String, script: EvaluatedScript, result: LayoutResult) {
    let nodes = result.tree.nodes
    guard let id = script.views.firstIndex(where: { $0.name == name }),
          let leaf = nodes.lastIndex(where: { $0.viewID == id }),
          let parent = (0..<leaf).last(where: { nodes[$0].end > leaf && Self.holdsChildren(nodes[$0].kind) }) else { return nil }
    let kind = nodes[parent].kind
    container = kind == .flowLine ? "line of a flow" : kind.displayName
    frame = nodes[parent].frame
    axis = kind == .flowLine ? nil : kind.stackingAxis
    children = result.tree.children(of: parent).map { index in
      let node = nodes[index]
      let view = (index..<node.end).lazy.compactMap { nodes[$0].viewID }.first
      return Child(name: view.map { script.views[$0].name } ?? node.kind.displayName,
                   offer: node.detail?.proposal ?? node.frame.size, frame: node.frame)
    }
  }

  /// The rectangle of a child's offer as drawn, infinite sides cut at `extent`'s far edge.
  func rectangle(of child: Child, within extent: Rect) -> Rect {
    func span(_ offered: Double, start: Double, containerStart: Double, containerLength: Double, end: Double,
              centred: Bool) -> (Double, Double) {
      guard offered.isFinite else { return (start, max(end - start, 0)) }
      let length = max(offered, 0)
      return (centred ? containerStart + (containerLength - length) / 2 : start, length)
    }
    let x = span(child.offer.width, start: child.frame.origin.x, containerStart: frame.origin.x,
                 containerLength: frame.size.width, end: extent.maxX, centred: axis == .vertical)
    let y = span(child.offer.height, start: child.frame.origin.y, containerStart: frame.origin.y,
                 containerLength: frame.size.height, end: extent.maxY, centred: axis == .horizontal)
    return Rect(x: x.0, y: y.0, width: x.1, height: y.1)
  }

  /// The lines the ascii report prints under the table: each child, offered and took.
  var tableLines: [String] {
    let names = ["offered by the \(container)"] + children.map(\.name)
    let width = names.map(\.count).max() ?? 0
    func padded(_ text: String) -> String { text + String(repeating: " ", count: max(width - text.count, 0)) }
    var lines = [padded(names[0]) + "  offered    took"]
    for child in children {
      let offer = "\(child.offer)"
      lines.append(padded(child.name) + "  " + offer + String(repeating: " ", count: max(9 - offer.count, 0)) + "  \(child.frame.size)")
    }
    return lines
  }

  /// Why the offers around view `name` cannot be drawn for this layout, if they cannot.
  public static func problem(drawing name: String, script: EvaluatedScript, result: LayoutResult) -> String? {
    guard let id = script.views.firstIndex(where: { $0.name == name }) else {
      let hint = didYouMean(name, among: script.views.map(\.name)).map { " (\($0))" } ?? ""
      return "the script has no view named '\(name)'\(hint)"
    }
    guard result.frames.indices.contains(id), result.frames[id] != nil else { return "'\(name)' was not placed" }
    return OfferedSizes(around: name, script: script, result: result) == nil ? "'\(name)' is in no container" : nil
  }

  /// Nodes whose children are offered sizes one by one.
  private static func holdsChildren(_ kind: NodeKind) -> Bool { kind.isContainer || kind == .flowLine }
}

/// The dashed outline an offer is drawn with: `╌` and `╎`, dots at the corners.
extension BoxLines {
  static let offer = BoxLines(topLeft: "·", topRight: "·", bottomLeft: "·", bottomRight: "·", horizontal: "╌", vertical: "╎")
}
