/// The anchors benchmark of issue 11: `rows` rows of four views chained by constraints (an
/// icon, a title that hugs, a detail that gives way by compression resistance, a button pinned
/// to the trailing edge), each row below the one before. The last row's bottom is 16 points
/// above the root's (`heightByFit`: at least 16 points, so only the fit decides the height).
enum AnchorsListScript {
  static func source(rows count: Int, heightByFit: Bool = false) -> String {
    var declarations = ["canvas(width: 375, height: .infinity, mode: .fit)", "let root = UIView()"]
    var layout = ["var layout: some Layout {", "  root.sl.sublayout {"]
    for row in 1...max(count, 1) {
      declarations += [
        "let icon\(row) = UIImageView(width: 40, height: 40)",
        "let title\(row) = UILabel(text: \"Title \(row)\")",
        "let detail\(row) = UILabel(text: \"Detail text long enough to fight for row \(row)\", font: 14)",
        "let button\(row) = UIButton(title: \"Go\")",
        "title\(row).setContentHuggingPriority(.defaultHigh, for: .horizontal)",
        "detail\(row).setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .horizontal)",
      ]
      let top = row == 1 ? "Anchors.top.equalToSuper(constant: 16)" : "Anchors.top.equalTo(icon\(row - 1), attribute: .bottom, constant: 8)"
      layout += [
        "    icon\(row).sl.anchors { Anchors.leading.equalToSuper(constant: 16); \(top) }",
        "    title\(row).sl.anchors { Anchors.leading.equalTo(icon\(row), attribute: .trailing, constant: 8); Anchors.centerY.equalTo(icon\(row)) }",
        "    detail\(row).sl.anchors { Anchors.leading.equalTo(title\(row), attribute: .trailing, constant: 8); Anchors.centerY.equalTo(icon\(row)) }",
        "    button\(row).sl.anchors {",
        "      Anchors.leading.greaterThanOrEqualTo(detail\(row), attribute: .trailing, constant: 8)",
        "      Anchors.trailing.equalToSuper(constant: -16)",
        "      Anchors.centerY.equalTo(icon\(row))",
        "    }",
      ]
    }
    let bottom = heightByFit ? "lessThanOrEqualToSuper" : "equalToSuper"
    layout += ["    icon\(max(count, 1)).sl.anchors { Anchors.bottom.\(bottom)(constant: -16) }", "  }", "}"]
    return (declarations + layout).joined(separator: "\n") + "\n"
  }
}
