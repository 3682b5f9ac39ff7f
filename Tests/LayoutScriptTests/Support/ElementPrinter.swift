import LayoutCore
import LayoutRender
import XCTest
@testable import LayoutScript

/// Prints element trees compactly, e.g. `HStack(center, 8)[title:label("a",1,16), Spacer]`,
/// so tests compare trees as strings. Guides print their value for a 100×50 view.
struct ElementPrinter {
  var views: [ViewDeclaration]

  func print(_ element: Element) -> String {
    switch element {
    case .leaf(let leaf): return leafText(leaf)
    case .stack(let stack):
      let name = stack.axis == .horizontal ? "HStack" : "VStack"
      return "\(name)(\(stack.alignment), \(n(stack.spacing))\(stack.idealLayout ? ", ideal" : ""))" + list(stack.children)
    case .zStack(let zStack): return "ZStack(\(text(zStack.alignment)))" + list(zStack.children)
    case .flow(let flow):
      let name = flow.axis == .horizontal ? "HFlow" : "VFlow"
      return "\(name)(\(flow.itemAlignment), \(flow.lineAlignment), \(n(flow.itemSpacing)), \(n(flow.lineSpacing)))" + list(flow.children)
    case .grid(let grid):
      let rows = grid.rows.map { "GridRow(\($0.alignment.map { "\($0.id)" } ?? "nil"))" + list($0.children) }
      return "Grid(\(text(grid.alignment)), \(n(grid.horizontalSpacing)), \(n(grid.verticalSpacing)))[" + rows.joined(separator: ", ") + "]"
    case .spacer(let length): return length.map { "Spacer(\(n($0)))" } ?? "Spacer"
    case .empty: return "Empty"
    case let .swiftUI(container, children): return ScriptPrinter.container(container) + list(children)
    case .resizable(let leaf, let h, let v): return "resizable(\(h), \(v))[\(leafText(leaf))]"
    case .expand(let leaf, let size): return "expand(\(size))[\(leafText(leaf))]"
    case .modified(let child, let modifier): return modifierText(modifier, child)
    case .hosted(let hosted):
      return "\(hosted.className)(\(views[hosted.view.id].name)\(hosted.sizing == nil ? "" : ", sizeThatFits"))"
        + (hosted.body.map { "[" + print($0) + "]" } ?? "")
    }
  }

  private func list(_ children: [Element]) -> String { "[" + children.map(print).joined(separator: ", ") + "]" }

  private func leafText(_ leaf: LeafView) -> String {
    let kind: String
    switch leaf.kind {
    case .label(let t, let lines, let font): kind = "label(\"\(t)\",\(lines),\(n(font)))"
    case .plainView: kind = "view"
    case .sizedView(let size): kind = "sized(\(size))"
    case .fixed(let size): kind = "fixed(\(size))"
    case .button(let title, let font): kind = "button(\"\(title)\",\(n(font)))"
    case .horizontallyExpandable(let height): kind = "hexp(\(n(height)))"
    case .scrollable: kind = "scroll"
    }
    return "\(views[leaf.id].name):\(kind)"
  }

  private func modifierText(_ modifier: Modifier, _ child: Element) -> String {
    let inner = "[" + print(child) + "]"
    switch modifier {
    case .padding(let i, let follows):
      return "padding(\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right))\(follows ? "" : ", physical"))" + inner
    case .offset(let x, let y): return "offset(\(n(x)), \(n(y)))" + inner
    case .frame(let w, let h, let a): return "frame(\(o(w)), \(o(h)), \(text(a)))" + inner
    case .flexibleFrame(let f):
      return "flexibleFrame(\(o(f.minWidth)), \(o(f.maxWidth)), \(o(f.minHeight)), \(o(f.maxHeight)), \(text(f.alignment)))" + inner
    case .layoutPriority(let p): return "layoutPriority(\(n(p)))" + inner
    case .fixedSize(let h, let v): return "fixedSize(\(h), \(v))" + inner
    case .aspectRatio(let r, let mode): return "aspectRatio(\(n(r)), \(mode))" + inner
    case .constrainedSize(let w, let h): return "constrainedSize(\(o(w)), \(o(h)))" + inner
    case .alignmentGuide(let id, let guide):
      let value = guide(ViewDimensions(ElementDimensions(Size(width: 100, height: 50)), direction: .leftToRight))
      return "alignmentGuide(\(id), \(n(value)))" + inner
    case .layer(let content, let placement, let a): return "\(placement.rawValue)(\(text(a)))[\(print(child)), \(print(content))]"
    case .gridCellAnchor(.alignment(let a)): return "gridCellAnchor(\(text(a)))" + inner
    case .gridCellAnchor(.unitPoint(let p)): return "gridCellAnchor(\(n(p.x)), \(n(p.y)))" + inner
    case .gridColumnAlignment(let a): return "gridColumnAlignment(\(a.id))" + inner
    case .gridCellColumns(let count): return "gridCellColumns(\(count))" + inner
    case let .gridCellUnsizedAxes(h, v): return "gridCellUnsizedAxes(\(h), \(v))" + inner
    case .layoutDirection(let d): return "layoutDirection(\(d.rawValue))" + inner
    case .layoutValue(let value): return "layoutValue(\(value.key), \(value.spelling))" + inner
    case .unary(let layout): return ScriptPrinter.unary(layout) + inner
    }
  }

  private func text(_ alignment: Alignment) -> String {
    Alignment.named.first { $0.value == alignment }?.key ?? "Alignment(\(alignment.horizontal.id), \(alignment.vertical.id))"
  }

  private func n(_ value: Double) -> String { formatPoints(value) }
  private func o(_ value: Double?) -> String { value.map(formatPoints) ?? "nil" }
}

/// Evaluates `source` and prints its body, failing with the rendered diagnostics.
func tree(_ source: String, limits: ScriptLimits = .standard) throws -> String {
  do {
    let script = try ScriptEvaluator.evaluate(source: source, path: "test.ql", limits: limits)
    return script.body.map { ElementPrinter(views: script.views).print($0) } ?? "nil"
  } catch {
    throw ScriptError(text: error.rendered())
  }
}

/// Checks that each named script evaluates to its tree.
func assertTrees(_ cases: [(name: String, source: String, tree: String)], file: StaticString = #filePath, line: UInt = #line) {
  for (name, source, expected) in cases {
    XCTAssertEqual(try tree(source), expected, name, file: file, line: line)
  }
}

/// Rendered diagnostics as a test error.
struct ScriptError: Error, CustomStringConvertible {
  var text: String
  var description: String { text }
}

/// The rendered error of a script that must fail.
func failure(_ source: String, limits: ScriptLimits = .standard) -> String {
  do {
    _ = try ScriptEvaluator.evaluate(source: source, path: "test.ql", limits: limits)
    return "no error"
  } catch {
    return error.rendered()
  }
}
