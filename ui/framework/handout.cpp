#include "ui/framework/handout.h"

#include "ui/framework/animation.h"
#include "ui/framework/appstate.h"
#include "ui/framework/lessons.h"
#include "ui/framework/options.h"
#include "ui/framework/pngwriter.h"
#include "ui/framework/view.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

namespace pe::ui::handout {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui::handout", text);
}

/// The handout's figures: the export's default size, at twice its pixels (about 400 dpi across
/// the page's 18 cm).
const exporter::FigureOptions kPrintFigure{QSize(1600, 900), 2.0};

/// A page being laid out from the top: `top` moves down as blocks are drawn.
struct Page {
    QPainter* painter;
    QRect area;
    int top;

    /// Draws `text` word-wrapped across the page in `font`; returns its height.
    int paragraph(const QString& text, const QFont& font, const QColor& colour = Qt::black)
    {
        painter->setFont(font);
        painter->setPen(colour);
        const QRect box(area.left(), top, area.width(), area.bottom() - top);
        QRect used;
        painter->drawText(box, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text, &used);
        top += used.height();
        return used.height();
    }
    void skip(double millimetres) { top += qRound(millimetres / 25.4 * painter->device()->logicalDpiY()); }
};

QFont font(double points, bool bold = false)
{
    // The interface's font (plotstyle::preferFastText(): no OpenType shaping), so that the handout
    // reads as the screen does; Chinese comes from the system's fallback (Noto CJK).
    QFont f = QGuiApplication::font();
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

void header(Page& page, const Lesson& lesson, const QString& right)
{
    page.paragraph(lesson.title.toString(), font(14, true));
    page.skip(1);
    page.paragraph(right, font(10), QColor(90, 90, 90));
    page.skip(1.5);
    page.painter->fillRect(QRect(page.area.left(), page.top, page.area.width(), 3), QColor(150, 150, 150));
    page.skip(4);
}

void footer(Page& page, int number, int count)
{
    page.painter->setFont(font(9));
    page.painter->setPen(QColor(90, 90, 90));
    const int height = page.painter->fontMetrics().height();
    page.painter->drawText(QRect(page.area.left(), page.area.bottom() - height, page.area.width(), height),
                           Qt::AlignHCenter | Qt::AlignBottom, tr("Page %1 of %2").arg(number).arg(count));
}

/// Ruled lines to write on, down to the footer.
void answerLines(Page& page)
{
    const int spacing = qRound(9.0 / 25.4 * page.painter->device()->logicalDpiY());
    const int bottom = page.area.bottom() - 2 * spacing;
    page.painter->setPen(QPen(QColor(170, 170, 170), 2));
    for (int y = page.top + spacing; y <= bottom; y += spacing)
        page.painter->drawLine(page.area.left(), y, page.area.right(), y);
}

} // namespace

std::optional<QImage> stepFigure(const LessonStep& step, const exporter::FigureOptions& figure, QString* error)
{
    options::Request request;
    if (const QString e = options::parseArguments(step.arguments, &request); !e.isEmpty()) {
        *error = e;
        return std::nullopt;
    }
    // Drawn as a still of an animation is: a fresh state and view off screen, set up as the
    // step's command line says.
    return animation::drawFresh(
        request.viewId,
        [&request](AppState* state, View* view) {
            options::applyState(request, state);
            return options::applySettings(request, view, false);
        },
        figure, error);
}

std::optional<QByteArray> render(const Lesson& lesson, QString* error, const Progress& progress)
{
    const int steps = static_cast<int>(lesson.steps.size());
    const int pages = steps + 1;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setCreator(QStringLiteral("pe-explorer")); // i18n: not translated (the program's name)
    writer.setTitle(lesson.title.toString());
    writer.setResolution(300);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 12),
                                     QPageLayout::Millimeter));
    QPainter painter;
    if (!painter.begin(&writer)) {
        *error = tr("the PDF could not be started");
        return std::nullopt;
    }
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRect area(QPoint(0, 0), writer.pageLayout().paintRectPixels(writer.resolution()).size());
    for (int k = 0; k < steps; ++k) {
        const LessonStep& step = lesson.steps[static_cast<std::size_t>(k)];
        const std::optional<QImage> figure = stepFigure(step, kPrintFigure, error);
        if (!figure) {
            *error = tr("step %1: %2").arg(k + 1).arg(*error);
            return std::nullopt;
        }
        if (k > 0)
            writer.newPage();
        Page page{&painter, area, area.top()};
        header(page, lesson, tr("Step %1 of %2").arg(k + 1).arg(steps));
        const int height = area.width() * figure->height() / figure->width();
        painter.drawImage(QRect(area.left(), page.top, area.width(), height), *figure);
        page.top += height;
        page.skip(5);
        if (step.question.isEmpty()) {
            page.paragraph(step.text.toString(), font(12));
        } else {
            page.paragraph(tr("Question"), font(12, true));
            page.skip(1.5);
            page.paragraph(step.question.toString(), font(12));
            page.skip(4);
            page.paragraph(tr("Your answer:"), font(11), QColor(90, 90, 90));
            answerLines(page);
        }
        footer(page, k + 1, pages);
        if (progress && !progress(k + 1)) {
            *error = tr("cancelled");
            return std::nullopt;
        }
    }
    writer.newPage();
    Page page{&painter, area, area.top()};
    header(page, lesson, tr("Answers"));
    for (int k = 0; k < steps; ++k) {
        const LessonStep& step = lesson.steps[static_cast<std::size_t>(k)];
        if (step.question.isEmpty())
            continue;
        page.paragraph(tr("Step %1").arg(k + 1), font(11, true));
        page.skip(1);
        page.paragraph(step.question.toString(), font(10), QColor(90, 90, 90));
        page.skip(1.5);
        page.paragraph(step.text.toString(), font(11));
        page.skip(5);
    }
    footer(page, pages, pages);
    if (!painter.end() || bytes.isEmpty()) {
        *error = tr("the PDF could not be written");
        return std::nullopt;
    }
    return bytes;
}

bool writeHandout(const Lesson& lesson, const QString& path, QString* error, const Progress& progress)
{
    const std::optional<QByteArray> bytes = render(lesson, error, progress);
    return bytes && exporter::writeBytes(path, *bytes, error);
}

QString slideName(int k)
{
    return QStringLiteral("step-%1.png").arg(k + 1, 2, 10, QLatin1Char('0'));
}

bool writeSlides(const Lesson& lesson, const QString& dir, const exporter::FigureOptions& figure, QString* error,
                 const Progress& progress)
{
    exporter::Batch batch;
    for (int k = 0; k < static_cast<int>(lesson.steps.size()); ++k) {
        const std::optional<QImage> image = stepFigure(lesson.steps[static_cast<std::size_t>(k)], figure, error);
        if (!image)
            return false;
        const QByteArray bytes = png::encode(*image);
        if (bytes.isEmpty()) {
            *error = tr("the PNG could not be encoded (not enough memory?)");
            return false;
        }
        if (!batch.addBytes(QDir(dir).filePath(slideName(k)), bytes, error))
            return false;
        if (progress && !progress(k + 1)) {
            *error = tr("cancelled");
            return false;
        }
    }
    return batch.commit(error);
}

} // namespace pe::ui::handout
