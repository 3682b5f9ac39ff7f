// Right-to-left: stacks run from the right, leading padding lands on the right edge.
canvas(width: 300, height: 80, direction: .rightToLeft)

let avatar = UIImageView(width: 40, height: 40)
let name = UILabel(text: "Rana Haddad")
let chevron = UIImageView(width: 12, height: 20)

var body: Layout {
  HStack(spacing: 12) {
    avatar
    name
    Spacer()
    chevron
  }
  .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8))
}
