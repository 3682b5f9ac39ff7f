import Foundation
import LayoutCore
import LayoutRender

/// The tree a conformance case file (`conformance/cases/*.json`, NODE section of its README)
/// describes, printed in `ElementPrinter`'s format, so a script can be checked against it.
struct CaseTree {
  private(set) var text = ""
  private let alignments: [String: [String: Any]]

  init(json data: Data) throws {
    let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    alignments = object["alignments"] as? [String: [String: Any]] ?? [:]
    text = node(object["root"] as! [String: Any]).joined(separator: ", ")
  }

  /// A node's printed elements (two for `Spacer(minLength:)`).
  private func node(_ n: [String: Any]) -> [String] {
    let type = n["type"] as! String
    func kids(_ key: String = "children") -> String { "[" + (n[key] as? [[String: Any]] ?? []).flatMap(node).joined(separator: ", ") + "]" }
    switch type {
    case "UILabel": return ["\(n["id"]!):label(\"\(n["text"] as? String ?? "")\",\(Int(num(n["lines"]) ?? 1)),\(f(num(n["font"]) ?? 16)))"]
    case "UIView":
      if let w = num(n["width"]), let h = num(n["height"]) { return ["\(n["id"]!):sized(\(f(w))×\(f(h)))"] }
      return ["\(n["id"]!):view"]
    case "UIImageView": return ["\(n["id"]!):fixed(\(f(num(n["width"])!))×\(f(num(n["height"])!)))"]
    case "UIButton": return ["\(n["id"]!):button(\"\(n["title"] as? String ?? "")\",\(f(num(n["font"]) ?? 16)))"]
    case "UISwitch": return ["\(n["id"]!):fixed(51×31)"]
    case "UIActivityIndicatorView": return ["\(n["id"]!):fixed(20×20)"]
    case "UIStepper": return ["\(n["id"]!):fixed(94×32)"]
    case "UITextField": return ["\(n["id"]!):hexp(34)"]
    case "UISlider": return ["\(n["id"]!):hexp(31)"]
    case "UIProgressView": return ["\(n["id"]!):hexp(4)"]
    case "UISearchBar": return ["\(n["id"]!):hexp(56)"]
    case "UIScrollView", "UITextView", "UITableView": return ["\(n["id"]!):scroll"]
    case "HStack": return ["HStack(\(guideName(n["alignment"] ?? "center", axis: "vertical")), \(f(num(n["spacing"]) ?? 0)))" + kids()]
    case "VStack": return ["VStack(\(guideName(n["alignment"] ?? "center", axis: "horizontal")), \(f(num(n["spacing"]) ?? 0)))" + kids()]
    case "ZStack": return ["ZStack(\(alignment(n["alignment"])))" + kids()]
    case "HFlow", "VFlow":
      let (item, line) = type == "HFlow" ? ("vertical", "horizontal") : ("horizontal", "vertical")
      let children = (n["children"] as? [[String: Any]] ?? []).flatMap(node).filter { !$0.hasPrefix("Spacer") }
      return ["\(type)(\(guideName(n["itemAlignment"] ?? "center", axis: item)), \(guideName(n["lineAlignment"] ?? "center", axis: line)), "
              + "\(f(clean(num(n["itemSpacing"]) ?? 0))), \(f(clean(num(n["lineSpacing"]) ?? 0))))[" + children.joined(separator: ", ") + "]"]
    case "Grid":
      let rows = (n["rows"] as? [[String: Any]] ?? []).map { row in
        "GridRow(\((row["alignment"] as? String).map { guideName($0, axis: "vertical") } ?? "nil"))"
          + "[" + (row["children"] as? [[String: Any]] ?? []).flatMap(node).joined(separator: ", ") + "]"
      }
      func spacing(_ key: String) -> String { let s = num(n[key]) ?? 0; return f(s.isFinite && s > 0 ? s : 0) }
      return ["Grid(\(alignment(n["alignment"])), \(spacing("horizontalSpacing")), \(spacing("verticalSpacing")))[" + rows.joined(separator: ", ") + "]"]
    case "Spacer":
      if let minimum = num(n["minLength"]) { return ["Spacer", "Spacer(\(f(minimum)))"] }
      return [num(n["length"]).map { "Spacer(\(f($0)))" } ?? "Spacer"]
    case "EmptyLayout": return ["Empty"]
    case "modifier": return [modifier(n)]
    default: fatalError("unknown node \(type)")
    }
  }

  private func modifier(_ n: [String: Any]) -> String {
    let args = n["args"] as? [String: Any] ?? [:]
    let child = node(n["child"] as! [String: Any]).joined(separator: ", ")
    let inner = "[\(child)]"
    func a(_ key: String) -> Double? { num(args[key]) }
    func axes() -> (Bool, Bool) {
      guard let list = args["axis"] as? [String] else { return (true, true) }
      return (list.contains("horizontal"), list.contains("vertical"))
    }
    switch n["name"] as! String {
    case "padding":
      if let insets = args["insets"] as? [String: Any] {
        return "padding(\(f(clean(num(insets["top"]) ?? 0))), \(f(clean(num(insets["leading"]) ?? 0))), \(f(clean(num(insets["bottom"]) ?? 0))), \(f(clean(num(insets["trailing"]) ?? 0))))" + inner
      }
      if let insets = args["uiInsets"] as? [String: Any] {
        return "padding(\(f(clean(num(insets["top"]) ?? 0))), \(f(clean(num(insets["left"]) ?? 0))), \(f(clean(num(insets["bottom"]) ?? 0))), \(f(clean(num(insets["right"]) ?? 0))), physical)" + inner
      }
      let length = clean(a("length") ?? 16)
      let edges = Set(args["edges"] as? [String] ?? ["all"])
      func has(_ edge: String, _ group: String) -> Bool { edges.contains(edge) || edges.contains(group) || edges.contains("all") }
      return "padding(\(f(has("top", "vertical") ? length : 0)), \(f(has("leading", "horizontal") ? length : 0)), \(f(has("bottom", "vertical") ? length : 0)), \(f(has("trailing", "horizontal") ? length : 0)))" + inner
    case "offset": return "offset(\(f(clean(a("x") ?? 0))), \(f(clean(a("y") ?? 0))))" + inner
    case "frame":
      let flexible = ["minWidth", "maxWidth", "minHeight", "maxHeight"].contains { args[$0] != nil }
      if flexible {
        func c(_ key: String) -> String { a(key).map { f(max($0, 0)) } ?? "nil" }
        return "flexibleFrame(\(c("minWidth")), \(c("maxWidth")), \(c("minHeight")), \(c("maxHeight")), \(alignment(args["alignment"])))" + inner
      }
      func c(_ key: String) -> String { a(key).flatMap { $0.isFinite ? f(max($0, 0)) : nil } ?? "nil" }
      return "frame(\(c("width")), \(c("height")), \(alignment(args["alignment"])))" + inner
    case "layoutPriority": return "layoutPriority(\(f(a("priority")!)))" + inner
    case "fixedSize": let (h, v) = axes(); return "fixedSize(\(h), \(v))" + inner
    case "resizable": let (h, v) = axes(); return "resizable(\(h), \(v))" + inner
    case "expand": return "expand(\(f(clean(a("width") ?? 0)))×\(f(clean(a("height") ?? 0))))" + inner
    case "aspectRatio": return "aspectRatio(\(f(a("width")! / a("height")!)), \(args["contentMode"] as? String ?? "fit"))" + inner
    case "constrainedSize":
      func c(_ key: String) -> String { a(key).flatMap { $0.isFinite ? f(max($0, 0)) : nil } ?? "nil" }
      return "constrainedSize(\(c("maxWidth")), \(c("maxHeight")))" + inner
    case "alignmentGuide":
      let (id, axis) = guide(args["guide"] as! String, axis: args["axis"] as? String)
      return "alignmentGuide(\(id), \(f(value(args["value"] as! String, axis: axis))))" + inner
    case "overlay", "background":
      let content = (args["content"] as? [String: Any]).map { node($0) } ?? []
      let layer = content.isEmpty ? "Empty" : content.count == 1 ? content[0] : "ZStack(center)[" + content.joined(separator: ", ") + "]"
      return "\(n["name"]!)(\(alignment(args["alignment"])))[\(child), \(layer)]"
    case "idealLayout":
      let enabled = args["enabled"] as? Bool ?? true
      return enabled ? child.replacingOccurrences(of: ")[", with: ", ideal)[", options: [], range: child.range(of: ")[")) : child
    case "gridCellAnchor":
      if let point = args["unitPoint"] as? [Any] { return "gridCellAnchor(\(f(num(point[0])!)), \(f(num(point[1])!)))" + inner }
      return "gridCellAnchor(\(alignment(args["alignment"])))" + inner
    case "gridColumnAlignment": return "gridColumnAlignment(\(guideName(args["alignment"] ?? "center", axis: "horizontal")))" + inner
    case "layoutDirection": return "layoutDirection(\(args["direction"] as? String == "rtl" ? "rightToLeft" : "leftToRight"))" + inner
    case let name: fatalError("unknown modifier \(name)")
    }
  }

  private func num(_ value: Any?) -> Double? {
    switch value {
    case let number as NSNumber: return number.doubleValue
    case let text as String where text == "inf": return .infinity
    case let text as String where text == "-inf": return -.infinity
    case let text as String where text == "nan": return .nan
    default: return nil
    }
  }

  private func f(_ value: Double) -> String { formatPoints(value) }
  private func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }

  /// How `AlignmentID.description` prints the alignment `name` of `axis`.
  private func guideName(_ name: Any, axis: String) -> String {
    let name = name as! String
    if name == "center" { return axis == "vertical" ? "VerticalAlignment.center" : "HorizontalAlignment.center" }
    return name
  }

  private func alignment(_ value: Any?) -> String {
    switch value {
    case let name as String: return name
    case let pair as [String: Any]:
      let h = guideName(pair["horizontal"] ?? "center", axis: "horizontal"), v = guideName(pair["vertical"] ?? "center", axis: "vertical")
      let builtIn = ["leading": "Leading", "HorizontalAlignment.center": "", "trailing": "Trailing"]
      let vertical = ["top": "top", "VerticalAlignment.center": "", "bottom": "bottom"]
      if let hs = builtIn[h], let vs = vertical[v] {
        let name = vs.isEmpty ? (hs.isEmpty ? "center" : hs.prefix(1).lowercased() + hs.dropFirst()) : vs + hs
        return name
      }
      return "Alignment(\(h), \(v))"
    default: return "center"
    }
  }

  /// The id and axis of a guide name of the case format.
  private func guide(_ name: String, axis: String?) -> (String, String) {
    switch name {
    case "top", "bottom": return (name, "vertical")
    case "leading", "trailing": return (name, "horizontal")
    case "hcenter": return ("HorizontalAlignment.center", "horizontal")
    case "vcenter": return ("VerticalAlignment.center", "vertical")
    case "center": return guide(axis == "vertical" ? "vcenter" : "hcenter", axis: nil)
    default: return (name, alignments[name]?["axis"] as? String ?? "vertical")
    }
  }

  /// The value of a guide EXPR for a 100×50 view without guides, left to right.
  private func value(_ expression: String, axis: String) -> Double {
    var parser = ExpressionReader(text: Array(expression)) { name in
      switch name {
      case "top", "leading": return 0
      case "bottom": return 50
      case "trailing": return 100
      case "hcenter": return 50
      case "vcenter": return 25
      case "center": return axis == "vertical" ? 25 : 50
      default:
        let custom = alignments[name]!
        return self.value(custom["default"] as! String, axis: custom["axis"] as! String)
      }
    }
    return parser.sum()
  }
}

/// A tiny reader of the case format's guide expressions: numbers, `d.width`, `d.height`,
/// `d[.name]`, `+ - * /`, unary minus and parentheses.
private struct ExpressionReader {
  var text: [Character]
  var guide: (String) -> Double
  var index = 0

  mutating func skip() { while index < text.count, text[index] == " " { index += 1 } }

  mutating func sum() -> Double {
    var value = product()
    while true {
      skip()
      guard index < text.count, text[index] == "+" || text[index] == "-" else { return value }
      let op = text[index]
      index += 1
      let right = product()
      value = op == "+" ? value + right : value - right
    }
  }

  mutating func product() -> Double {
    var value = factor()
    while true {
      skip()
      guard index < text.count, text[index] == "*" || text[index] == "/" else { return value }
      let op = text[index]
      index += 1
      let right = factor()
      value = op == "*" ? value * right : value / right
    }
  }

  mutating func factor() -> Double {
    skip()
    if text[index] == "-" { index += 1; return -factor() }
    if text[index] == "(" { index += 1; let v = sum(); skip(); index += 1; return v }
    if text[index] == "d" {
      index += 1
      if text[index] == "." {
        index += 1
        let name = word()
        return name == "width" ? 100 : 50
      }
      index += 2
      let name = word()
      index += 1
      return guide(name)
    }
    var digits = ""
    while index < text.count, text[index].isNumber || text[index] == "." { digits.append(text[index]); index += 1 }
    return Double(digits)!
  }

  mutating func word() -> String {
    var name = ""
    while index < text.count, text[index].isLetter || text[index].isNumber { name.append(text[index]); index += 1 }
    return name
  }
}
