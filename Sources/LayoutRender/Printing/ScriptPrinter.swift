import LayoutCore

/// Writes elements back as script text: the one place that spells the language's containers,
/// modifiers and views, for the tree report, `:save` and the tests.
public enum ScriptPrinter {
  /// The element as a line of script, without its children, every argument written out:
  /// `VStack(alignment: .leading, spacing: 4)`, `padding(top: 16, …)`, `Spacer()`.
  public static func summary(of element: Element) -> String {
    switch element {
    case .leaf(let view), .resizable(let view, _, _), .expand(let view, _):
      return leaf(view.kind)
    case .stack(let stack):
      var arguments = ["alignment: \(Self.name(stack.alignment))", "spacing: \(formatPoints(stack.spacing))"]
      if stack.idealLayout { arguments.append("idealLayout") }
      return "\(stack.axis == .horizontal ? "HStack" : "VStack")(\(arguments.joined(separator: ", ")))"
    case .zStack(let zStack):
      return "ZStack(alignment: \(Self.name(zStack.alignment)))"
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
    case .swiftUI(let container, _):
      return Self.container(container)
    case .modified(_, let modifier):
      return self.modifier(modifier)
    case .hosted(let hosted):
      let sizing = hosted.sizing.map { ", measured by \($0.rule.summary)" } ?? ""
      return "\(hosted.className)()" + (hosted.body == nil ? "" : " { body }") + sizing
    }
  }

  /// An alignment as a stack's or a frame's argument: `.top`, `.center`, `.myCustom`.
  public static func name(_ alignment: AlignmentID) -> String {
    switch alignment.key {
    case .top: return ".top"
    case .verticalCenter, .horizontalCenter: return ".center"
    case .bottom: return ".bottom"
    case .leading: return ".leading"
    case .trailing: return ".trailing"
    case .custom(let name): return ".\(name)"
    }
  }

  /// An alignment as an `alignmentGuide` names it, the centres with their type:
  /// `.top`, `VerticalAlignment.center`.
  public static func guideName(_ alignment: AlignmentID) -> String {
    switch alignment.key {
    case .verticalCenter: return "VerticalAlignment.center"
    case .horizontalCenter: return "HorizontalAlignment.center"
    case .top, .bottom, .leading, .trailing, .custom: return name(alignment)
    }
  }

  /// A two-axis alignment: `.topLeading`, or `Alignment(horizontal: …, vertical: …)`.
  public static func name(_ alignment: Alignment) -> String {
    let pair = (alignment.horizontal.id.key, alignment.vertical.id.key)
    if let named = Alignment.named.first(where: { ($0.value.horizontal.id.key, $0.value.vertical.id.key) == pair }) {
      return ".\(named.key)"
    }
    return "Alignment(horizontal: \(name(alignment.horizontal.id)), vertical: \(name(alignment.vertical.id)))"
  }
}

extension ScriptPrinter {
  /// A modifier as written after a dot, every argument written out: `padding(top: 8, …)`.
  public static func modifier(_ modifier: Modifier) -> String {
    func points(_ value: Double?) -> String { value.map(formatPoints) ?? "nil" }
    switch modifier {
    case let .padding(insets, followsDirection):
      let (leading, trailing) = followsDirection ? ("leading", "trailing") : ("left", "right")
      return "padding(top: \(points(insets.top)), \(leading): \(points(insets.left)), "
        + "bottom: \(points(insets.bottom)), \(trailing): \(points(insets.right)))"
    case let .offset(x, y):
      return "offset(x: \(points(x)), y: \(points(y)))"
    case let .frame(width, height, alignment):
      return "frame(width: \(points(width)), height: \(points(height)), alignment: \(name(alignment)))"
    case .flexibleFrame(let frame):
      return "frame(minWidth: \(points(frame.minWidth)), maxWidth: \(points(frame.maxWidth)), "
        + "minHeight: \(points(frame.minHeight)), maxHeight: \(points(frame.maxHeight)), alignment: \(name(frame.alignment)))"
    case .layoutPriority(let priority):
      return "layoutPriority(\(points(priority)))"
    case let .fixedSize(horizontal, vertical):
      return horizontal && vertical ? "fixedSize()" : "fixedSize(\(horizontal ? ".horizontal" : ".vertical"))"
    case let .aspectRatio(ratio, mode):
      return "aspectRatio(\(points(ratio)), contentMode: .\(mode.rawValue))"
    case let .constrainedSize(maxWidth, maxHeight):
      return "constrainedSize(maxWidth: \(points(maxWidth)), maxHeight: \(points(maxHeight)))"
    case .alignmentGuide(let id, _):
      return "alignmentGuide(\(guideName(id))) { … }"
    case let .layer(_, placement, alignment):
      return "\(placement.rawValue)(alignment: \(name(alignment)))"
    case .gridCellAnchor(.alignment(let alignment)):
      return "gridCellAnchor(\(name(alignment)))"
    case .gridCellAnchor(.unitPoint(let point)):
      return "gridCellAnchor(UnitPoint(x: \(points(point.x)), y: \(points(point.y))))"
    case .gridCellColumns(let count):
      return "gridCellColumns(\(count))"
    case let .gridCellUnsizedAxes(horizontal, vertical):
      return "gridCellUnsizedAxes(\(horizontal && vertical ? "[.horizontal, .vertical]" : horizontal ? ".horizontal" : vertical ? ".vertical" : "[]"))"
    case .gridColumnAlignment(let alignment):
      return "gridColumnAlignment(\(name(alignment.id)))"
    case .layoutDirection(let direction):
      return "layoutDirection(.\(direction.rawValue))"
    case .layoutValue(let value):
      return "layoutValue(key: \(value.key).self, value: \(value.spelling))"
    case .unary(let layout):
      return unary(layout)
    }
  }

  /// A SwiftUI-only container as a script writes it, without its children: `ScrollView(.vertical)`,
  /// `LazyVGrid(3 column items)`, a custom layout's own summary (`FlowLayout(spacing: 6)`).
  public static func container(_ container: SwiftUIContainer) -> String {
    switch container {
    case .geometryReader: return "GeometryReader"
    case .scrollView(let axis): return "ScrollView(.\(axis == .horizontal ? "horizontal" : "vertical"))"
    case let .viewThatFits(horizontal, vertical):
      return horizontal && vertical ? "ViewThatFits" : "ViewThatFits(in: .\(horizontal ? "horizontal" : "vertical"))"
    case .lazyGrid(let grid):
      let (name, track) = grid.axis == .vertical ? ("LazyVGrid", "column") : ("LazyHGrid", "row")
      return "\(name)(\(grid.items.count) \(track) item\(grid.items.count == 1 ? "" : "s"))"
    case .custom(let layout): return layout.rule.summary
    case .ignoresSafeArea(let edges): return edges == .all ? "ignoresSafeArea()" : "ignoresSafeArea(edges: \(edges.rawValue))"
    }
  }

  /// A modifier written once for every engine, as a script writes it: `position(x: 20, y: 30)`.
  public static func unary(_ layout: any UnaryLayout) -> String {
    let arguments = layout.arguments.map { argument in
      (argument.label.map { "\($0): " } ?? "") + formatPoints(argument.value)
    }
    return "\(layout.name)(\(arguments.joined(separator: ", ")))"
  }
}

extension ScriptPrinter {
  /// An alignment guide of a constant value, as `:save` writes one: `alignmentGuide(.top) { _ in 4 }`.
  public static func constantGuide(_ alignment: AlignmentID, value: Double) -> String {
    "alignmentGuide(\(guideName(alignment))) { _ in \(formatPoints(value)) }"
  }

  /// A view's sizing as written: `UILabel(text: "Hi", lines: 1, font: 16)`.
  public static func leaf(_ kind: LeafKind) -> String {
    switch kind {
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
