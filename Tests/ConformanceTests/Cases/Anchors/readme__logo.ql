// readme/logo: SwiftLayout README.md (5.0.1): the opening example (leftParenthesis, viewLogo, an inline UIImageView identifying as "plus", constraintLogo, rightParenthesis); image stand-ins, onActivate left out
canvas(width: 720, height: 400, mode: .exact)
let root = UIView()
let leftParenthesis = UIImageView(width: 24, height: 96)
let viewLogo = UIImageView(width: 120, height: 120)
let constraintLogo = UIImageView(width: 120, height: 90)
let rightParenthesis = UIImageView(width: 24, height: 96)
var layout: some Layout {
  root.sl.sublayout {
    leftParenthesis.sl.anchors {
      Anchors.leading.equalToSuper(constant: 16)
      Anchors.centerY
    }
    viewLogo.sl.anchors {
      Anchors.leading.equalTo(leftParenthesis, attribute: .trailing, constant: 20)
      Anchors.centerY.equalToSuper(constant: 30)
      Anchors.size.equalTo(width: 200, height: 200)
    }
    UIImageView(width: 48, height: 48).sl.identifying("plus").anchors {
      Anchors.center.equalToSuper(yOffset: 30)
      Anchors.size.equalTo(width: 150, height: 150)
    }
    constraintLogo.sl.anchors {
      Anchors.trailing.equalTo(rightParenthesis.leadingAnchor)
      Anchors.centerY.equalTo("plus")
      Anchors.size.equalTo(width: 200, height: 150)
    }
    rightParenthesis.sl.anchors {
      Anchors.trailing.equalToSuper(constant: -16)
      Anchors.centerY
    }
  }
}
