// Lesson 15 — the same card under QuickLayout and SwiftUI.
// The two share most rules, not all. A SwiftUI stack without spacing: puts 8 points between
// its views, a QuickLayout one none; a SwiftUI button is its title, a UIButton has insets.
// And a stack shares its width by other rules (lesson 12). The same card comes out different.
// Try:  :semantics swiftui      (the card by SwiftUI's rules: 8 points between the views, a smaller button)
//       :semantics quicklayout  (back to QuickLayout's rules)
canvas(width: 300, height: 100)

let avatar = UIImageView(width: 40, height: 40)
let name = UILabel(text: "Ada Lovelace")
let role = UILabel(text: "Analyst", font: 12)
let follow = UIButton(title: "Follow")

var body: Layout {
  HStack {
    avatar
    VStack(alignment: .leading) {
      name
      role
    }
    Spacer()
    follow
  }
  .padding()
}

// exercise: Under QuickLayout's rules, give the card SwiftUI's spacing: 8 points after the avatar and between the texts.
// goal: name.x - avatar.maxX == 8 && role.y - name.maxY == 8 && follow.height == 34
// hint: QuickLayout's stacks have no spacing unless you give one: HStack(spacing: 8), VStack(alignment: .leading, spacing: 8).
