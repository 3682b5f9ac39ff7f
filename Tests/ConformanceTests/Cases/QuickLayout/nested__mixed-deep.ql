// nested/mixed-deep: A mixed tree four levels deep: VStack > HStack > VStack > ZStack with spacers and paddings
canvas(width: 320, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let bg = UIView()
let t = UILabel(text: "Title", lines: 1, font: 20)
let s = UILabel(text: "Sub", lines: 0)
let b1 = UIButton(title: "One")
let b2 = UIButton(title: "Two")
let foot = UILabel(text: "Footer label", lines: 1)
let sw = UISwitch()
var body: Layout {
  VStack(spacing: 12) {
    HStack {
      VStack(alignment: .leading) {
        ZStack {
          bg
          t
            .padding(8)
        }
        s
      }
      Spacer()
      VStack(spacing: 4) {
        b1
        b2
      }
    }
    HStack {
      foot
      Spacer()
      sw
    }
  }
}
