// Issue 9, points 13 and 16: a docs snippet with code left out, and no body around it.
let avatar = UIImageView(width: 40, height: 40)
let name = UILabel(text: "Name")
...
HStack(spacing: 8) {
  avatar
  VStack(alignment: .leading) {
    name
    ...
  }
  Spacer()
  UIButton(...)
}
.padding(...)
