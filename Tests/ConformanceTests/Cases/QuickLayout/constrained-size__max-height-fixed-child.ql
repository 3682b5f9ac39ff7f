// constrained-size/max-height-fixed-child: mirrors ConstrainedSizeServerSnapshotTests.testConstrainedSizeMaxHeightWithFixedChild
canvas(width: 1000, height: 320, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let border1 = UIView()
let v2 = UIView()
let border2 = UIView()
let v3 = UIView()
let border3 = UIView()
let v4 = UIView()
let border4 = UIView()
let v5 = UIView()
let border5 = UIView()
let v6 = UIView()
let border6 = UIView()
let v7 = UIView()
let border7 = UIView()
let v8 = UIView()
let border8 = UIView()
let v9 = UIView()
let border9 = UIView()
var body: Layout {
  HStack(spacing: 10) {
    v1
      .frame(height: 10)
      .constrainedSize(maxHeight: 50)
      .overlay {
        border1
      }
      .frame(height: 20)
      .frame(width: 100)
    v2
      .frame(height: 10)
      .constrainedSize(maxHeight: 50)
      .overlay {
        border2
      }
      .frame(height: 50)
      .frame(width: 100)
    v3
      .frame(height: 10)
      .constrainedSize(maxHeight: 50)
      .overlay {
        border3
      }
      .frame(height: 80)
      .frame(width: 100)
    v4
      .frame(height: 40)
      .constrainedSize(maxHeight: 50)
      .overlay {
        border4
      }
      .frame(height: 20)
      .frame(width: 100)
    v5
      .frame(height: 40)
      .constrainedSize(maxHeight: 50)
      .overlay {
        border5
      }
      .frame(height: 50)
      .frame(width: 100)
    v6
      .frame(height: 40)
      .constrainedSize(maxHeight: 50)
      .overlay {
        border6
      }
      .frame(height: 80)
      .frame(width: 100)
    v7
      .frame(height: 70)
      .constrainedSize(maxHeight: 50)
      .overlay {
        border7
      }
      .frame(height: 20)
      .frame(width: 100)
    v8
      .frame(height: 70)
      .constrainedSize(maxHeight: 50)
      .overlay {
        border8
      }
      .frame(height: 50)
      .frame(width: 100)
    v9
      .frame(height: 70)
      .constrainedSize(maxHeight: 50)
      .overlay {
        border9
      }
      .frame(height: 80)
      .frame(width: 100)
  }
}
