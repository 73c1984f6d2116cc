import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { renderWithProviders, screen } from '@alumni/shared/testing';
import { AxiosError, type AxiosResponse } from 'axios';
import { ContactSection } from '../components/contact-section';

const answer = (status: number, data: unknown) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
  } as AxiosResponse);

async function fill(user: ReturnType<typeof renderWithProviders>['user'], message = 'When is the next reunion?') {
  await user.type(screen.getByLabelText(/^Name/), 'Ayesha Siddiqua');
  await user.type(screen.getByLabelText(/^Email/), 'ayesha@example.com');
  await user.type(screen.getByLabelText(/^Subject/), 'Reunion');
  if (message) await user.type(screen.getByLabelText(/^Message/), message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('Get in Touch form', () => {
  it('validates before sending', async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = renderWithProviders(<ContactSection />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the message, thanks the visitor and empties the form', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ status: 201, data: { message: 'Thank you! Your message has been sent.' } });
    const { user } = renderWithProviders(<ContactSection />);
    await fill(user);
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/contact-messages/', {
      name: 'Ayesha Siddiqua',
      email: 'ayesha@example.com',
      subject: 'Reunion',
      message: 'When is the next reunion?',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it("shows the server's message, and the field error the API files under message_errors", async () => {
    jest.spyOn(api, 'post').mockRejectedValue(
      answer(400, {
        message: 'Message must be at most 5000 characters',
        code: 'VALIDATION_ERROR',
        message_errors: ['Message must be at most 5000 characters'],
      }),
    );
    const { user } = renderWithProviders(<ContactSection />);
    await fill(user);
    expect(await screen.findByText('Message must be at most 5000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Message must be at most 5000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ayesha Siddiqua');
  });

  it('passes the rate-limit answer on', async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(
        answer(429, { message: 'Too many messages. Please try again in 10 minutes.', code: 'RATE_LIMITED' }),
      );
    const { user } = renderWithProviders(<ContactSection />);
    await fill(user);
    expect(await screen.findByText('Too many messages. Please try again in 10 minutes.')).toBeInTheDocument();
  });
});
