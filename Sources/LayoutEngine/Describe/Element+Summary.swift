extension Element {
  /// The element as a line of script, without its children, for the tree render:
  /// `VStack(alignment: .leading, spacing: 4)`, `padding(top: 16, …)`, `Spacer()`.
  public var summary: String {
    switch self {
    case .leaf(let view), .resizable(let view, _, _), .expand(let view, _):
      return view.kind.summary
    case .stack(let stack):
      var arguments = ["alignment: \(Self.name(stack.alignment))", "spacing: \(formatPoints(stack.spacing))"]
      if stack.idealLayout { arguments.append("idealLayout") }
      return "\(stack.axis == .horizontal ? "HStack" : "VStack")(\(arguments.joined(separator: ", ")))"
    case let .zStack(_, alignment):
      return "ZStack(alignment: \(Self.name(alignment)))"
    case .flow(let flow):
      return "\(flow.axis == .horizontal ? "HFlow" : "VFlow")(itemAlignment: \(Self.name(flow.itemAlignment)), "
        + "lineAlignment: \(Self.name(flow.lineAlignment)), itemSpacing: \(formatPoints(flow.itemSpacing)), "
        + "lineSpacing: \(formatPoints(flow.lineSpacing)))"
    case .grid(let grid):
      return "Grid(alignment: \(Self.name(grid.alignment)), horizontalSpacing: \(formatPoints(grid.horizontalSpacing)), "
        + "verticalSpacing: \(formatPoints(grid.verticalSpacing)))"
    case .spacer(let length):
      return length.map { "Spacer(\(formatPoints($0)))" } ?? "Spacer()"
    case .empty:
      return "EmptyLayout()"
    case .geometryReader:
      return "GeometryReader"
    case .modified(_, let modifier):
      return modifier.summary
    }
  }

  static func name(_ alignment: AlignmentID) -> String {
    switch alignment.key {
    case .top: return ".top"
    case .verticalCenter, .horizontalCenter: return ".center"
    case .bottom: return ".bottom"
    case .leading: return ".leading"
    case .trailing: return ".trailing"
    case .custom(let name): return ".\(name)"
    }
  }

  static func name(_ alignment: Alignment) -> String {
    let pair = (alignment.horizontal.id.key, alignment.vertical.id.key)
    if let named = Alignment.named.first(where: { ($0.value.horizontal.id.key, $0.value.vertical.id.key) == pair }) {
      return ".\(named.key)"
    }
    return "Alignment(horizontal: \(name(alignment.horizontal.id)), vertical: \(name(alignment.vertical.id)))"
  }
}

extension Modifier {
  /// The modifier as written, for the tree render.
  var summary: String {
    func points(_ value: Double?) -> String { value.map(formatPoints) ?? "nil" }
    switch self {
    case let .padding(insets, followsDirection):
      let (leading, trailing) = followsDirection ? ("leading", "trailing") : ("left", "right")
      return "padding(top: \(points(insets.top)), \(leading): \(points(insets.left)), "
        + "bottom: \(points(insets.bottom)), \(trailing): \(points(insets.right)))"
    case let .offset(x, y):
      return "offset(x: \(points(x)), y: \(points(y)))"
    case let .frame(width, height, alignment):
      return "frame(width: \(points(width)), height: \(points(height)), alignment: \(Element.name(alignment)))"
    case .flexibleFrame(let frame):
      return "frame(minWidth: \(points(frame.minWidth)), maxWidth: \(points(frame.maxWidth)), "
        + "minHeight: \(points(frame.minHeight)), maxHeight: \(points(frame.maxHeight)), alignment: \(Element.name(frame.alignment)))"
    case .layoutPriority(let priority):
      return "layoutPriority(\(points(priority)))"
    case let .fixedSize(horizontal, vertical):
      return horizontal && vertical ? "fixedSize()" : "fixedSize(\(horizontal ? ".horizontal" : ".vertical"))"
    case let .aspectRatio(ratio, mode):
      return "aspectRatio(\(points(ratio)), contentMode: .\(mode.rawValue))"
    case let .constrainedSize(maxWidth, maxHeight):
      return "constrainedSize(maxWidth: \(points(maxWidth)), maxHeight: \(points(maxHeight)))"
    case .alignmentGuide(let id, _):
      return "alignmentGuide(\(Element.name(id)))"
    case let .layer(_, placement, alignment):
      return "\(placement.rawValue)(alignment: \(Element.name(alignment)))"
    case .gridCellAnchor(.alignment(let alignment)):
      return "gridCellAnchor(\(Element.name(alignment)))"
    case .gridCellAnchor(.unitPoint(let point)):
      return "gridCellAnchor(UnitPoint(x: \(points(point.x)), y: \(points(point.y))))"
    case .gridColumnAlignment(let alignment):
      return "gridColumnAlignment(\(Element.name(alignment.id)))"
    case .layoutDirection(let direction):
      return "layoutDirection(.\(direction.rawValue))"
    }
  }
}

extension LeafKind {
  /// The view's sizing as written, for the tree render.
  public var summary: String {
    switch self {
    case let .label(text, lines, font): return "UILabel(text: \(text.string.debugDescription), lines: \(lines), font: \(formatPoints(font)))"
    case .plainView: return "UIView()"
    case .sizedView(let size): return "UIView(width: \(formatPoints(size.width)), height: \(formatPoints(size.height)))"
    case .fixed(let size): return "fixed \(size)"
    case let .button(title, font): return "UIButton(title: \(title.debugDescription), font: \(formatPoints(font)))"
    case .horizontallyExpandable(let height): return "flexible width × \(formatPoints(height))"
    case .scrollable: return "flexible"
    }
  }
}
