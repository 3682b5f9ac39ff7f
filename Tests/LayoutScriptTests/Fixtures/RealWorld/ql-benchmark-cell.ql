// Modelled on james01/LayoutFrameworkBenchmark, LayoutFrameworkBenchmark/QuickLayout/QuickLayout.swift
// (James Randolph): a @QuickLayout feed cell whose body qualifies every primitive with its module
// (`QuickLayout::VStack`), a header row with a spacer, a poster row of an image and three labels, and a
// protocol in the inheritance list.
// expect-min-frames: 6
import UIKit
import QuickLayout

protocol CellBinding {
    func bind(_ text: String)
}

@QuickLayout
class FeedCellView: UIView, CellBinding {

    let actionLabel = UILabel(text: "Sam liked this")
    let optionsLabel = UILabel(text: "...")
    let posterImageView = UIImageView(width: 44, height: 44)
    let posterNameLabel = UILabel(text: "Quinn Harper")
    let posterHeadlineLabel = UILabel(text: "Product designer at Studio")
    let posterTimeLabel = UILabel(text: "2h")

    func bind(_ text: String) {
        actionLabel.text = text
    }

    var body: QuickLayout::Layout {
        QuickLayout::VStack(alignment: .leading) {
            QuickLayout::HStack {
                actionLabel
                QuickLayout::Spacer()
                optionsLabel
            }
            QuickLayout::HStack(spacing: 2) {
                posterImageView
                QuickLayout::VStack(alignment: .leading, spacing: 1) {
                    posterNameLabel
                    posterHeadlineLabel
                    posterTimeLabel
                }
                QuickLayout::Spacer()
            }
        }
    }
}
