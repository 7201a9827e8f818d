import ClockKit

/// The harbor's watch complications: the app's buoy mark on its own on the small faces, beside the harbor's name on
/// the larger ones. The face reads a complication from its providers, so a picture alone needs a label.
final class TideComplicationSource: NSObject, CLKComplicationDataSource {
    func getCurrentTimelineEntry(for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTimelineEntry?) -> Void) {
        handler(CLKComplicationTimelineEntry(date: Date(), complicationTemplate: template(for: complication)))
    }

    // A placeholder template's empty picture shows nothing: no site.
    var placeholder: CLKComplicationTemplate {
        CLKComplicationTemplateModularSmallSimpleImage(imageProvider: CLKImageProvider(onePieceImage: UIImage()))
    }

    private func template(for complication: CLKComplication) -> CLKComplicationTemplate {
        switch complication.family {
        case .modularSmall:
            // The mark alone: nothing names it.
            let mark = CLKImageProvider(
                //             ↓ rule:voiceover reason:unlabelled-image severity:medium
                onePieceImage: UIImage(named: "Buoy/Small")!,
                //                       ↓ rule:voiceover reason:unlabelled-image severity:medium
                twoPieceImageBackground: UIImage(named: "buoy-small-bg"),
                //                       ↓ rule:voiceover reason:unlabelled-image severity:medium
                twoPieceImageForeground: UIImage(named: "buoy-small-fg")
            )
            return CLKComplicationTemplateModularSmallSimpleImage(imageProvider: mark)
        case .circularSmall:
            // The same mark, labelled on its provider.
            //                                         ↓ rule:voiceover reason:labelled severity:medium
            let mark = CLKImageProvider(onePieceImage: UIImage(named: "Buoy/Circular")!)
            mark.accessibilityLabel = "Harbor tides"
            return CLKComplicationTemplateCircularSmallSimpleImage(imageProvider: mark)
        case .utilitarianSmallFlat:
            // The mark beside the harbor's name: the text names the complication.
            //                                         ↓ rule:voiceover reason:complication-text severity:medium
            let mark = CLKImageProvider(onePieceImage: UIImage(named: "Buoy/Flat")!)
            let name = CLKSimpleTextProvider(text: "Harbor", shortText: "Hbr")
            return CLKComplicationTemplateUtilitarianSmallFlat(textProvider: name, imageProvider: mark)
        case .graphicCircular:
            // A full-colour picture alone, given inline.
            return CLKComplicationTemplateGraphicCircularImage(
                //             ↓ rule:voiceover reason:unlabelled-image severity:medium
                imageProvider: CLKFullColorImageProvider(fullColorImage: HarborArt.buoy)
            )
        default:
            //                                                  ↓ rule:voiceover reason:complication-text severity:medium
            let art = CLKFullColorImageProvider(fullColorImage: UIImage(named: "Buoy/Wide")!)
            let header = CLKSimpleTextProvider(text: "Harbor tides")
            return CLKComplicationTemplateGraphicRectangularLargeImage(textProvider: header, imageProvider: art)
        }
    }
}

private enum HarborArt {
    static let buoy = UIImage(named: "Buoy/Graphic")!
}
