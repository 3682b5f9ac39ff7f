// Modelled on james01/LayoutFrameworkBenchmark, LayoutFrameworkBenchmark/QuickLayout/QuickLayout.swift
// (James Randolph): shares a @QuickLayout cell whose body qualifies every primitive with its module
// (`QuickLayout::VStack`), a row of an image beside a stack of three labels, a row of labels with a
// spacer, and a protocol in the inheritance list; the job-listing cell, its row order and its
// padding are our own.
// expect-min-frames: 7
import UIKit
import QuickLayout

protocol Configurable {
    func configure(title: String, company: String)
}

@QuickLayout
final class JobListingCell: UIView, Configurable {

    let logoView = UIImageView(width: 56, height: 56)
    let roleLabel = UILabel(text: "Backend engineer")
    let companyLabel = UILabel(text: "Harbour Logistics")
    let salaryLabel = UILabel(text: "€70k – €85k")
    let badgeLabel = UILabel(text: "Remote")
    let postedLabel = UILabel(text: "3 days ago")
    let applyLabel = UILabel(text: "Easy apply")

    func configure(title: String, company: String) {
        roleLabel.text = title
        companyLabel.text = company
    }

    var body: QuickLayout::Layout {
        QuickLayout::VStack(alignment: .leading, spacing: 6) {
            QuickLayout::HStack(alignment: .top, spacing: 10) {
                logoView
                QuickLayout::VStack(alignment: .leading, spacing: 3) {
                    roleLabel
                    companyLabel
                    salaryLabel
                }
            }
            QuickLayout::HStack(spacing: 8) {
                badgeLabel
                postedLabel
                QuickLayout::Spacer()
                applyLabel
            }
        }
        .padding(12)
    }
}
