// Issue 9, point 3: many cells whose views share four names.
var body: Layout {
  VStack {
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 0").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 1").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 2").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 3").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 4").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 5").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 6").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 7").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 8").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 9").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 10").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 11").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 12").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 13").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 14").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 15").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 16").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 17").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 18").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 19").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 20").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 21").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 22").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 23").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 24").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 25").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 26").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 27").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 28").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 29").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 30").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 31").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 32").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 33").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 34").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 35").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 36").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 37").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 38").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 39").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 40").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 41").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 42").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 43").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 44").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 45").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 46").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 47").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 48").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 49").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 50").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 51").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 52").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 53").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 54").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 55").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 56").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 57").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 58").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 59").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 60").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 61").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 62").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 63").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 64").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 65").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 66").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 67").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 68").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 69").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 70").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 71").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 72").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 73").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 74").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 75").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 76").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 77").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 78").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 79").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 80").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 81").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 82").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 83").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 84").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 85").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 86").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 87").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 88").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 89").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 90").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 91").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 92").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 93").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 94").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 95").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 96").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 97").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 98").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 99").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 100").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 101").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 102").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 103").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 104").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 105").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 106").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 107").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 108").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 109").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 110").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 111").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 112").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 113").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 114").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 115").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 116").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 117").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 118").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 119").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 120").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 121").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 122").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 123").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 124").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 125").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 126").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 127").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 128").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 129").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 130").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 131").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 132").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 133").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 134").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 135").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 136").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 137").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 138").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 139").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 140").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 141").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 142").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 143").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 144").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 145").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 146").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 147").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 148").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 149").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 150").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 151").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 152").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 153").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 154").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 155").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 156").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 157").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 158").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 159").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 160").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 161").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 162").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 163").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 164").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 165").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 166").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 167").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 168").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 169").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 170").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 171").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 172").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 173").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 174").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 175").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 176").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 177").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 178").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 179").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 180").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 181").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 182").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 183").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 184").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 185").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 186").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 187").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 188").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 189").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 190").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 191").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 192").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 193").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 194").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 195").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 196").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 197").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 198").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 199").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 200").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 201").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 202").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 203").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 204").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 205").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 206").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 207").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 208").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 209").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 210").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 211").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 212").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 213").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 214").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 215").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 216").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 217").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 218").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 219").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 220").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 221").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 222").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 223").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 224").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 225").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 226").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 227").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 228").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 229").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 230").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 231").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 232").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 233").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 234").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 235").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 236").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 237").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 238").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 239").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 240").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 241").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 242").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 243").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 244").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 245").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 246").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 247").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 248").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
    HStack {
      UIImageView(width: 40, height: 40).named("image")
      VStack { UILabel(text: "Item 249").named("title"); UILabel(text: "Sub").named("subtitle") }
      UIButton(title: "Go").named("button")
    }
  }
}
