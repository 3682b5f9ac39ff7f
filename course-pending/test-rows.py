root='/work/wt-course/'
p=root+'Tests/LayoutSessionTests/LessonExercisesTests.swift'
s=open(p).read()
anchor='''    ("11-ideal-rtl-pixels.ql", [.typed([":rtl"]), .edited([("height: 60)", "height: 60, direction: .rightToLeft)")])]),
'''
rows='''    ("12-swiftui-stack-shares.ql", [.edited([(".named(\\"title\\")\\n", ".named(\\"title\\").layoutPriority(1)\\n")])]),
    ("13-swiftui-spacing-and-spacer.ql", [.typed(["HStack { Spacer(); Text(\\"Name\\").named(\\"name\\"); Text(\\"Edit\\").named(\\"edit\\") }.padding()"])]),
    ("14-swiftui-geometry-and-viewthatfits.ql", [.edited([("Text(\\"Track parcel\\").named(\\"action\\")", "Text(\\"Track\\").named(\\"action\\")")])]),
    ("15-swiftui-compare.ql", [.edited([("  HStack {\\n", "  HStack(spacing: 8) {\\n"),
                                        ("VStack(alignment: .leading) {", "VStack(alignment: .leading, spacing: 8) {")])]),
    ("16-anchors-intrinsic-size.ql", [.edited([("Anchors.leading.equalTo(title, attribute: .trailing, constant: 8)",
                                                "Anchors.trailing.equalToSuper(inwardOffset: 16)")])]),
    ("17-anchors-hugging-and-compression.ql", [.edited([("rawValue: 749), for: .horizontal)", "rawValue: 751), for: .horizontal)")])]),
    ("18-anchors-conflicts.ql", [.edited([("Anchors.width.equalTo(constant: 300)", "Anchors.width.equalTo(constant: 300).priority(.defaultHigh)")])]),
    ("19-anchors-ambiguity.ql", [.edited([("let detail = UILabel(text: \\"Detail\\")\\n",
                                           "let detail = UILabel(text: \\"Detail\\")\\ndetail.setContentHuggingPriority(.defaultHigh, for: .horizontal)\\n")])]),
'''
assert anchor in s
s=s.replace(anchor, anchor+rows)
open(p,'w').write(s)
p=root+'Tests/LayoutSessionTests/LessonStepsTests.swift'
s=open(p).read()
anchor='''      ("VStack(spacing: 0) { avatar; a }.idealLayout()", [.moves("a"), .says("removed: b")]),
    ]),
'''
rows='''    ("12-swiftui-stack-shares.ql", [
      (":explain title", [.says("HStack: sized it 2 of 3"), .says("an even share of what was left")]),
      (":semantics quicklayout", [.staysPut("title"), .says("×2!")]),
    ]),
    ("13-swiftui-spacing-and-spacer.ql", [
      (":explain edit", [.says("HStack: sized it 2 of 3")]),
      (":canvas 90x60", [.moves("edit"), .moves("name")]),
    ]),
    ("14-swiftui-geometry-and-viewthatfits.ql", [
      (":canvas 400x120", [.moves("status"), .moves("action")]),
    ]),
    ("15-swiftui-compare.ql", [
      (":semantics swiftui", [.moves("name"), .moves("follow"), .staysPut("avatar")]),
      (":semantics quicklayout", [.moves("name"), .moves("follow")]),
    ]),
    ("16-anchors-intrinsic-size.ql", [
      (":constraints", [.says("button.leading == title.trailing + 8")]),
      (":explain button", [.says("its intrinsic size")]),
    ]),
    ("17-anchors-hugging-and-compression.ql", [
      (":explain name", [.says("compression resistance @749 gave way")]),
      (":canvas 320x60", [.moves("value"), .says("heavy boxes moved or resized")]),
    ]),
    ("18-anchors-conflicts.ql", [
      (":constraints box", [.says("box.width == 300"), .says("BROKEN")]),
      (":set 2 200", [.staysPut("box"), .says("box.width == 200")]),
    ]),
    ("19-anchors-ambiguity.ql", [
      (":explain title", [.says("not determined horizontally")]),
      ("title.setContentHuggingPriority(.defaultHigh, for: .horizontal)", [.moves("detail")]),
    ]),
'''
assert anchor in s
s=s.replace(anchor, anchor+rows)
open(p,'w').write(s)
