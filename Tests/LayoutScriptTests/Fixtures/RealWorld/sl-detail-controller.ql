// Modelled on ioskrew/SwiftLayout-Sample, SwiftLayout-Sample/SwiftLayout/MenuDetailViewController.swift:
// a Layoutable view controller whose `@LayoutBuilder var layout` lays out `view` against its
// safeAreaLayoutGuide with cap and shoe, views made with `.config { }`, a square thumbnail.
// expect-min-frames: 4
import UIKit
import SwiftLayout

class RecipeDetailViewController: UIViewController, Layoutable {
    let thumbnailImageView = UIImageView().config {
        $0.backgroundColor = .blue.withAlphaComponent(0.2)
    }

    let contentView = UIView()
    let titleLabel = UILabel().config {
        $0.font = .systemFont(ofSize: 30, weight: .semibold)
        $0.text = "Lemon tart"
    }
    let descriptionLabel = UILabel().config {
        $0.numberOfLines = 0
        $0.font = .systemFont(ofSize: 15)
        $0.text = "A crisp shell filled with a sharp lemon curd."
    }

    var activation: Activation?
    @LayoutBuilder var layout: some Layout {
        view.sublayout {
            thumbnailImageView.anchors {
                Anchors.height.equalTo(thumbnailImageView, attribute: .width)
                Anchors.cap(self.view.safeAreaLayoutGuide, offset: 20)
            }

            contentView.anchors {
                Anchors.top.equalTo(thumbnailImageView, attribute: .bottom, constant: 20)
                Anchors.shoe(self.view.safeAreaLayoutGuide, offset: 20)
            }.sublayout {
                titleLabel.anchors {
                    Anchors.top
                    Anchors.leading
                }

                descriptionLabel.anchors {
                    Anchors.top.equalTo(titleLabel, attribute: .bottom, constant: 5)
                    Anchors.horizontal()
                }
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = .systemBackground
        self.sl.updateLayout()
    }
}
