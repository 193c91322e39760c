import { createFileRoute, Link } from '@tanstack/react-router';
import { DumbbellIcon, FlowerIcon, LeafIcon, UsersRoundIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { RooftopArt } from '@/features/public/art';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';

export const Route = createFileRoute('/_public/wellness')({
  head: () => publicHead('wellness', '/wellness'),
  component: Wellness,
});

const PROGRAMMES = [
  {
    Icon: FlowerIcon,
    title: 'Yoga & Meditation',
    text: 'Stretch, breathe and slow down, whatever your level.',
    schedule: [
      'Morning sessions: 7-8 AM',
      'Evening sessions: 6-7 PM',
      'Private sessions on request',
    ],
  },
  {
    Icon: DumbbellIcon,
    title: 'Fitness Classes',
    text: 'Short, focused classes to keep your routine going while you travel.',
    schedule: ['HIIT: Mon & Wed 6 PM', 'Pilates: Tue & Thu 7 AM', 'Personal training'],
  },
  {
    Icon: LeafIcon,
    title: 'Mindfulness Sessions',
    text: 'Practical tools for a calmer mind, in a group or one to one.',
    schedule: ['Saturday workshops: 10 AM', 'One-on-one by appointment', 'In-suite meditation'],
  },
  {
    Icon: UsersRoundIcon,
    title: 'Group Wellness Programs',
    text: 'Meet fellow guests and neighbours around food, rest and conversation.',
    schedule: ['Monthly nutrition workshops', 'Quarterly retreats', 'Community circles'],
  },
];

function Wellness() {
  return (
    <PublicPage
      eyebrow="Powered by our wellness partner"
      title="Wellness"
      lead="Yoga, fitness, mindfulness and group programmes, led by the instructors of our wellness partner at the top of our building."
    >
      <section aria-labelledby="programmes-title">
        <h2 id="programmes-title" className="sr-only">
          Programmes and schedules
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {PROGRAMMES.map(({ Icon, title, text, schedule }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-brand">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="font-serif text-2xl text-primary">{title}</h3>
              </div>
              <p className="mt-3 text-muted-foreground text-sm leading-relaxed">{text}</p>
              <ul
                className="mt-4 grid gap-2 border-t pt-4 text-sm"
                aria-label={`${title} schedule`}
              >
                {schedule.map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <span className="size-1.5 shrink-0 rounded-full bg-sand" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="rooftop-title"
        className="mt-16 grid overflow-hidden rounded-2xl bg-primary text-primary-foreground lg:grid-cols-2"
      >
        <RooftopArt className="aspect-[16/9] h-full w-full lg:aspect-auto" />
        <div className="p-6 sm:p-10">
          <p className="text-sand text-xs uppercase tracking-[0.3em]">On the roof</p>
          <h2 id="rooftop-title" className="mt-3 font-serif text-3xl sm:text-4xl">
            Our rooftop wellness centre
          </h2>
          <p className="mt-4 text-primary-foreground/85 leading-relaxed">
            A quiet terrace above Zamalek’s treetops, open to every guest. Join a class, book a
            private session, or simply come up to read and watch the sun set over the Nile.
          </p>
          <Link
            to="/book"
            className={buttonVariants({ variant: 'sand', size: 'lg', className: 'mt-8' })}
          >
            Book Your Wellness Retreat
          </Link>
        </div>
      </section>
    </PublicPage>
  );
}
