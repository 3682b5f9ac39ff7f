/// The list of SPEC section 7: a VStack of `count` list cells, as a script of about ten lines
/// per cell (so 1,000 cells are the "10,000-line script" of the parse benchmark).
enum ListScript {
  /// The script of `count` list cells (at least one).
  static func source(cells count: Int) -> String {
    var lines = ["canvas(width: 375, height: .infinity, mode: .fit, scale: 2)", "var body: Layout {", "  VStack {"]
    lines.reserveCapacity(count * 12 + 5)
    for index in 1...max(count, 1) {
      lines += [
        "    HStack(spacing: 8) {",
        "      UIImageView(width: 40, height: 40).named(\"image\(index)\")",
        "      VStack(alignment: .leading) {",
        "        UILabel(text: \"Item \(index)\").named(\"title\(index)\")",
        "        UILabel(text: \"Subtitle text for item \(index) that is long enough to wrap onto two lines\", lines: 2)",
        "          .named(\"subtitle\(index)\")",
        "      }",
        "      Spacer()",
        "      UIButton(title: \"Follow\").named(\"button\(index)\")",
        "    }",
        "    .padding(16)",
      ]
    }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }
}
