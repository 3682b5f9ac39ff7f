// cells/feed-three-cells: A VStack of three list cells with different text lengths
canvas(width: 375, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let image0 = UIImageView(width: 40, height: 40)
let title0 = UILabel(text: "Ann", lines: 1)
let subtitle0 = UILabel(text: "Hi", lines: 2)
let button0 = UIButton(title: "Follow")
let image1 = UIImageView(width: 40, height: 40)
let title1 = UILabel(text: "Bartholomew Longname", lines: 1)
let subtitle1 = UILabel(text: "A subtitle that will certainly need two lines in this cell", lines: 2)
let button1 = UIButton(title: "Follow")
let image2 = UIImageView(width: 40, height: 40)
let title2 = UILabel(text: "Cy", lines: 1)
let subtitle2 = UILabel(text: "Medium length subtitle", lines: 2)
let button2 = UIButton(title: "Follow")
var body: Layout {
  VStack {
    HStack(spacing: 8) {
      image0
      VStack(alignment: .leading) {
        title0
        subtitle0
      }
      Spacer()
      button0
    }
      .padding(16)
    HStack(spacing: 8) {
      image1
      VStack(alignment: .leading) {
        title1
        subtitle1
      }
      Spacer()
      button1
    }
      .padding(16)
    HStack(spacing: 8) {
      image2
      VStack(alignment: .leading) {
        title2
        subtitle2
      }
      Spacer()
      button2
    }
      .padding(16)
  }
}
